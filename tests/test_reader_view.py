"""The reader's view: no original reaches the output in a form a reader would recognise."""

from __future__ import annotations

import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_sanitize.doc_model import add_edit, sanitize_doc_text
from spacy_sanitize.fail_closed import enforce_fail_closed, leaks
from spacy_sanitize.reader_view import OriginalsMatcher, fold, reader_view, same_for_a_reader

ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\u200e", "\u202a", "\ufeff")
#: Latin letter -> a Cyrillic or Greek look-alike
LOOK_ALIKES = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "A": "Α", "B": "Β", "E": "Ε",
               "H": "Η", "K": "Κ", "M": "Μ", "O": "Ο", "T": "Τ"}


def _full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def obfuscations(word: str, seed: int) -> list[str]:
    """Forms of ``word`` every reader reads as ``word``."""
    joiner = ZERO_WIDTH[seed % len(ZERO_WIDTH)]
    return [word.upper(), word.lower(), joiner.join(word), _full_width(word),
            "".join(LOOK_ALIKES.get(c, c) for c in word), word[:1] + joiner + word[1:].swapcase()]


def test_each_obfuscation_reads_as_the_original() -> None:
    for form in obfuscations("Istanbul", 3):
        assert fold(form) == "istanbul", repr(form)
    assert fold("Mu\u0308ller") == fold("Müller") == "muller"
    assert same_for_a_reader("Jan\u00a0 Nowakowski", "jan nowakowski")


@settings(max_examples=150, deadline=None)
@given(word=st.text(alphabet="abcdefghiklmnoprstuxyzABEHKMOT", min_size=3, max_size=12), seed=st.integers(0, 50),
       before=st.sampled_from(["", "in ", "near the "]), after=st.sampled_from(["", ".", " and more"]))
def test_leaks_sees_every_obfuscation(word: str, seed: int, before: str, after: str) -> None:
    for form in obfuscations(word, seed):
        assert leaks(word, before + form + after), repr(form)


def test_leaks_is_still_whole_words() -> None:
    assert not leaks("Ali", "all of them") and not leaks("Berg", "Bergen")
    assert leaks("Berg", "Anna B\u200be\u200brg")


def test_matches_come_back_in_the_offsets_of_the_written_text() -> None:
    text = "He lives in Іstаnbul and Jan\u200b Nowakowski."
    matcher = OriginalsMatcher(["Istanbul", "Jan Nowakowski"])
    assert [text[s:e] for s, e, _ in matcher.find(text)] == ["Іstаnbul", "Jan\u200b Nowakowski"]
    assert matcher.replace(text, "X") == "He lives in X and X."
    folded, origin = reader_view("ﬁ\u200bx")
    assert folded == "fix" and origin == [0, 0, 2]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 50), kind=st.integers(0, 5))
def test_the_guard_replaces_a_replacement_that_reads_as_the_original(seed: int, kind: int) -> None:
    nlp = spacy.blank("en")
    doc = nlp("Mr Jan Nowakowski moved to Istanbul in 1998.")
    person, city = doc.char_span(3, 17, label="PERSON"), doc.char_span(27, 35, label="LOC")
    assert person is not None and city is not None
    doc.spans["pii"] = [person, city]
    add_edit(doc, 27, 35, obfuscations("Istanbul", seed)[kind], method="test")
    add_edit(doc, 3, 17, "a man called " + obfuscations("Nowakowski", seed)[kind], method="test")
    enforce_fail_closed(doc, [person, city])
    output = fold(sanitize_doc_text(doc).text)
    assert "istanbul" not in output and "nowakowski" not in output


def test_plain_view_keeps_case_and_accents_and_maps_back() -> None:
    from spacy_sanitize.reader_view import plain_view, to_written_offsets

    text = "Jos\u0065\u0301 Іs\u200bt ＋４４"
    plain, origin = plain_view(text)
    assert plain == "José Ist +44"
    start = plain.index("Ist")
    assert text[slice(*to_written_offsets(start, start + 3, origin, len(text)))] == "Іs\u200bt"


def test_the_detector_sees_through_obfuscated_input_with_offsets_in_the_written_text() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    text = "Write to j\u200bohn.smith\uff20example.com or call +４４ ２０ ７９４６ ０９５８ on 3 Mаrch 1999."
    doc = nlp(text)
    found = {s.label_: s.text for s in doc.spans["pii"]}
    assert fold(found["CODE"]) in {fold("j\u200bohn.smith\uff20example.com"), fold("+４４ ２０ ７９４６ ０９５８")}
    assert sum(1 for s in doc.spans["pii"] if s.label_ == "CODE") == 2
    assert "3 Mаrch 1999" in [s.text for s in doc.spans["pii"]]
