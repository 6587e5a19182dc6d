"""Sound: which model event sounds like what and playing it (:mod:`.sound`, Qt Multimedia; silent,
saying why, when no sound can play).

May import the model and :mod:`jackaroo.resources`.
"""
