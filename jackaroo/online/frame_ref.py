"""A client frame's ``ref``, read without trusting the frame: how the server names the request in the
error refusing a frame it could not decode, or would not read (past the rate limits).

The ``ref`` is the value of the key ``"ref"`` of the frame's top-level JSON object when it is an
integer 0..2**53 (:data:`~jackaroo.online.wire.Ref`) or null; the last one counts when the key is
given more than once, and a ``"ref"`` that is anything else (a string, a float, a negative number)
makes none.  msgspec reads a well-formed frame; one it cannot read, because it is not JSON (``NaN``,
``Infinity``, a lone surrogate, a truncated frame) or is nested deeper than its recursion allows, is
scanned here token by token, with no recursion: values at any depth are skipped, numbers are taken
as written, and the scan stops where the frame stops being an object, keeping a ``ref`` met before.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate, compress, repeat, zip_longest

import msgspec

from .wire import Ref


class _Numbered(msgspec.Struct):
    ref: Ref | None = None


_ref_decoder = msgspec.json.Decoder(_Numbered)
#: a JSON token: a string (or what is left of an unterminated one), a bracket, a colon or comma, or
#: a bare word (a number, true, false, null, or anything else up to the next of those)
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"?|[{}\[\]:,]|[^\s{}\[\]:,"]+', re.DOTALL)
_DEPTH = {"{": 1, "[": 1, "}": -1, "]": -1}
_INTEGER = re.compile(r"-?(?:0|[1-9][0-9]*)")
_REF_MAX = 2**53  # (as Ref)
_INVALID = object()


def ref_of(frame: str | bytes) -> int | None:
    """The ``ref`` of ``frame`` (a text frame, or the bytes of a binary one: read as UTF-8), or None
    if it names none (module docstring).  Never raises; at most a few milliseconds for a frame of
    the protocol's 4096 bytes, whatever it holds."""
    try:
        return _ref_decoder.decode(frame).ref
    except msgspec.ValidationError:
        return None
    except (msgspec.DecodeError, RecursionError):
        text = frame.decode("utf-8", "replace") if isinstance(frame, bytes) else frame
        return _scan(text)


def _scan(text: str) -> int | None:
    """The ``ref`` of the top-level object of ``text``, scanned token by token."""
    tokens = _TOKEN.findall(text)
    if not tokens or tokens[0] != "{":
        return None
    # the tokens inside the top-level object at its own depth, found without a loop in Python:
    # keys, colons, values (a nested one by its opening bracket alone), commas, the closing brace
    before = accumulate(map(_DEPTH.get, tokens, repeat(0)), initial=0)
    top = list(compress(tokens, map((1).__eq__, before)))
    ref: object = None
    members = zip_longest(top[0::4], top[1::4], top[2::4], top[3::4], fillvalue="")
    for key, colon, value, after in members:  # up to the first that is not "key": value, or "}"
        if colon != ":" or not key.startswith('"'):
            break
        if (key == '"ref"' or ("\\" in key and _key(key) == "ref")) and ref is not _INVALID:
            ref = _value(value)
        if after != ",":
            break
    return ref if isinstance(ref, int) else None


def _value(token: str) -> object:
    """The value a top-level token stands for as a ``ref``: an int in range, None for null, else
    :data:`_INVALID` (a nested value, a string, any other number or word)."""
    if token == "null":
        return None
    if len(token) <= 20 and _INTEGER.fullmatch(token) and 0 <= int(token) <= _REF_MAX:
        return int(token)
    return _INVALID


def _key(token: str) -> str | None:
    """The text of a key written with escapes, or None if it is not a whole string."""
    try:
        key = json.loads(token)
    except ValueError:
        return None
    return key if isinstance(key, str) else None
