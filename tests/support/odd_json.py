"""Test helper: Hypothesis strategies of odd client frames, for every client message type of
:data:`jackaroo.online.protocol.ClientMessage`, each at most ``MAX_FRAME`` bytes of UTF-8.

A frame is written out by hand (never by ``json.dumps`` of a whole value), so that it may hold what
JSON libraries do not write: values nested a thousand levels and more, ``NaN`` and ``Infinity``,
numbers past any integer type, a key given twice, lone surrogates as escapes, other keys than the
message's, a value of the wrong kind (a string where an object is expected, an object where a
string is), text after the object; and sometimes no object at all.  :func:`frames` draws
``(frame, ref)``: ``ref`` is the ``ref`` the protocol says the frame names (docs/protocol.md: the
top-level ``"ref"``, an integer 0..2**53, the last if given more than once, none if any is not an
integer or null), so that the server's answer must carry it.
"""

from __future__ import annotations

import json
import re
from typing import get_args

import msgspec
from hypothesis import strategies as st

from jackaroo.online import protocol as p

#: every client message type, by its tag, with its fields (``ref`` aside)
MESSAGES = {
    cls.__struct_config__.tag: [f.encode_name for f in msgspec.structs.fields(cls) if f.name != "ref"]
    for cls in get_args(p.ClientMessage)
}
REF_MAX = 2**53
#: values a field may well hold (so that some frames are close to valid ones)
PLAUSIBLE = [0, 1, 3, 7, "A", "Sara", "guc", "classic", "random", "open", "AS field", "ABC123", "0f"]
PLAUSIBLE += [True, False, None, [0, 2], 30, "password1"]
#: what JSON does not allow, or what no integer type holds
ODD_WORDS = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1" + "0" * 400, "-0", "0.0", "1E2"]
ODD_WORDS += [str(2**53), str(2**53 + 1), str(2**64), "-1", "1.5", "true", "false", "null"]
ODD_WORDS += ['"\\ud800"', '"\\udfff\\ud800"', '"\\u0000"', '""', '"\\\\"', '"{\\"type\\": \\"chat\\"}"']
#: values of the key ``ref`` that are not a ref
NOT_REFS = ["-1", "1.0", "1e2", '"7"', "NaN", str(2**53 + 1), "[1]", "{}", "true", '"\\u0037"']
_REF = re.compile(r"-?(?:0|[1-9][0-9]*)|null")

texts = st.text(alphabet=st.characters(codec="utf-8"), max_size=24)  # (no lone surrogate)
#: JSON text of one scalar: plausible, odd, or any number or string
scalars = st.one_of(
    st.sampled_from(PLAUSIBLE).map(json.dumps),
    st.sampled_from(ODD_WORDS),
    st.integers(-(2**70), 2**70).map(str),
    st.floats().map(json.dumps),
    texts.map(lambda t: json.dumps(t, ensure_ascii=False)),
    texts.map(json.dumps),
)
keys = texts.filter(lambda k: k != "ref").map(json.dumps)
#: JSON text of a small value: a scalar, or lists and objects of them
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4).map(lambda items: "[" + ",".join(items) + "]"),
        st.lists(st.tuples(keys, inner), max_size=3).map(
            lambda pairs: "{" + ",".join(f"{k}:{v}" for k, v in pairs) + "}"
        ),
    ),
    max_leaves=8,
)
refs = st.integers(0, 9).flatmap(
    lambda odds: st.sampled_from(["null", *NOT_REFS]) if odds == 9 else st.integers(0, REF_MAX).map(str)
)
#: one level of a deep value: how it opens, closes, and what sits at the bottom
LEVELS = [("[", "]"), ('{"a":', "}"), ('[{"x":', "}]"), ("[1,", "]"), ('{"type":"chat","text":', "}")]
_SPACE = st.sampled_from(["", " ", "\n", "\t ", "\r\n"])


def named_ref(members: list[tuple[str, str]]) -> int | None:
    """The ref the protocol reads in an object of ``members`` (key and value, as JSON text)."""
    given = [value for key, value in members if key == '"ref"']
    if not given or not all(_REF.fullmatch(v) and (v == "null" or 0 <= int(v) <= REF_MAX) for v in given):
        return None
    return None if given[-1] == "null" else int(given[-1])


@st.composite
def deep(draw: st.DrawFn, room: int) -> str:
    """A value nested as deep as ``room`` bytes allow (sometimes only a few levels)."""
    opening, closing = draw(st.sampled_from(LEVELS))
    most = max(1, (room - 8) // (len(opening) + len(closing)))
    depth = draw(st.one_of(st.just(most), st.integers(max(1, most // 2), most), st.integers(1, most)))
    bottom = draw(st.sampled_from(["1", "[]", "{}", '"x"', "NaN", "null"]))
    return opening * depth + bottom + closing * depth


@st.composite
def messages(draw: st.DrawFn) -> tuple[str, int | None]:
    """An object in the shape of one client message, odd in some of its values and keys."""
    tag = draw(st.sampled_from(sorted(MESSAGES)))
    tag_value = draw(values) if draw(st.integers(0, 7)) == 7 else json.dumps(tag)
    members: list[tuple[str, str]] = [('"type"', tag_value)]
    for field in MESSAGES[tag]:
        if draw(st.booleans()):
            members.append((json.dumps(field), draw(values)))
    members += draw(st.lists(st.tuples(keys, values), max_size=2))  # keys no message has
    if draw(st.integers(0, 4)) < 4:  # mostly numbered, sometimes more than once
        members += [('"ref"', ref) for ref in draw(st.lists(refs, min_size=1, max_size=3))]
    if len(members) > 1 and draw(st.booleans()):  # a key given twice
        members.append(draw(st.sampled_from(members)))
    members = list(draw(st.permutations(members)))
    space = draw(_SPACE)
    text = "{" + ",".join(f"{space}{k}{space}:{space}{v}" for k, v in members) + "}"
    room = p.MAX_FRAME - len(text.encode()) - 16
    if room > 40 and draw(st.integers(0, 2)) < 2:  # one value nested deep, in place of another or added
        at = draw(st.integers(0, len(members)))
        key = members[at][0] if at < len(members) else draw(keys)
        members[at : at + 1] = [(key, draw(deep(room - len(key.encode()))))]
    ending = draw(st.sampled_from(["", "", " ", "\n", " x", "}", "]", ",", "{}"]))
    text = "{" + ",".join(f"{space}{k}{space}:{space}{v}" for k, v in members) + "}" + ending
    return text, named_ref(members)


@st.composite
def not_objects(draw: st.DrawFn) -> tuple[str, None]:
    """A frame that is not a JSON object: a scalar, a list, a message written as a string, a deep
    list, nothing."""
    message = draw(messages())[0]
    frame = draw(
        st.one_of(
            values.filter(lambda v: not v.startswith("{")),
            st.just(json.dumps(message)),
            st.just(f"[{message}]"),
            deep(p.MAX_FRAME).filter(lambda v: not v.startswith("{")),
            st.sampled_from(["", " ", "{", "}", "[", "nul", '"', "{'type': 'chat'}"]),
        )
    )
    return frame, None


def frames() -> st.SearchStrategy[tuple[str, int | None]]:
    """``(frame, ref)``: mostly odd messages, sometimes no object at all; at most ``MAX_FRAME``
    bytes (module docstring)."""
    return st.one_of(messages(), messages(), messages(), not_objects()).filter(
        lambda drawn: len(drawn[0].encode()) <= p.MAX_FRAME
    )
