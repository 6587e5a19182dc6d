"""The words players read: names of cards, colours and places (:mod:`.names`), the log's sentences
(:mod:`.describe`, :mod:`.describe_classic`; one entry: :mod:`.log_entry`), actions in words
(:mod:`.action_words`), counted texts (:mod:`.counted`), the model's error messages
(:mod:`.messages`), the rules (:mod:`.rules_text`, :mod:`.classic_rules_text`), texts only the
translators need (:mod:`.extracted_texts`) and the language with its direction (:mod:`.language`).

May import the model and Qt's core; no other room of the view.
"""
