"""The linkage paper's three baselines: whole-text LLM rewriting, hand-crafted paraphrasing, DP-MLM."""
from __future__ import annotations

import re

import numpy as np
import pytest
import spacy
from spacy.language import Language

from conftest import ScriptedChat, build_tiny_mlm
from spacy_sanitize.linkage.baselines import placeholder_spans
from spacy_sanitize.linkage.baselines.whole_rewrite import chunk_ranges, rewrite_without_phrases

TEXT = ("PERSON.1 lodged an application on DATETIME.1. The ORG.1 dismissed it. He appealed at once. "
        "The appeal failed.\n\nHe then left for LOC.1.")


def test_placeholders_are_found_as_whole_tokens():
    text = "PERSON.1 met PERSON.12 and [REDACTED] in Article 6.1 (ORG.3)."
    assert [text[a:b] for a, b in placeholder_spans(text)] == ["PERSON.1", "PERSON.12", "[REDACTED]", "ORG.3"]


def test_chunks_cover_the_text_in_order():
    ranges = chunk_ranges(TEXT, sentences_per_chunk=2)
    assert ranges[0][0] == 0 and ranges[-1][1] == len(TEXT)
    assert all(a[1] == b[0] for a, b in zip(ranges, ranges[1:], strict=False))
    assert len(ranges) == 3


def _upper_answers(prompt, messages, settings):
    passage = prompt.split("Passage: ", 1)[1]
    return f"Reasoning: shout it.\nRewritten text: {passage.upper()}"


def test_whole_rewrite_rewrites_every_chunk_in_each_iteration_without_a_phrase_list():
    llm = ScriptedChat(respond=_upper_answers)
    out, report = rewrite_without_phrases(TEXT, llm, iterations=3, sentences_per_chunk=2)
    assert out == TEXT.upper()
    assert report.iterations == 3 and report.asked == len(llm.log) == 9 and report.rewritten == 9
    assert not llm.prompts("Phrases to rephrase")
    assert "\n\n" in out  # the layout between chunks is kept


def test_an_unreadable_answer_leaves_its_chunk_and_a_changed_placeholder_is_counted():
    def respond(prompt, messages, settings):
        if "appealed" in prompt:
            return "I cannot do that."
        return "Reasoning: drop it.\nRewritten text: " + prompt.split("Passage: ", 1)[1].replace("PERSON.1", "someone")

    out, report = rewrite_without_phrases(TEXT, ScriptedChat(respond=respond), iterations=1, sentences_per_chunk=2)
    assert "He appealed at once." in out and "someone lodged" in out
    assert report.kept == {"unreadable answer": 1} and report.placeholders_changed == 1


# -- hand-crafted paraphrasing ----------------------------------------------------------------------
TAGS = {"charged": ("VERB", "VBN", "charge"), "robbery": ("NOUN", "NN", "robbery"),
        "quickly": ("ADV", "RB", "quickly"), "convicted": ("VERB", "VBN", "convict"), "with": ("ADP", "IN", "with")}


@Language.component("test_dictionary_tagger")
def _dictionary_tagger(doc):
    for token in doc:
        token.pos_, token.tag_, token.lemma_ = TAGS.get(token.lower_, ("PROPN" if token.text[:1].isupper() else "X", "NNP", token.text))
    return doc


def _tagger():
    nlp = spacy.blank("en")
    nlp.add_pipe("test_dictionary_tagger")
    return nlp


def _char_embed(texts):
    """Bag of letters: similar strings get similar vectors."""
    out = np.zeros((len(texts), 26))
    for i, text in enumerate(texts):
        for ch in text.lower():
            if "a" <= ch <= "z":
                out[i, ord(ch) - 97] += 1
    return out + 1e-3


def test_paraphrase_edits_each_phrase_once_and_keeps_the_rest():
    pytest.importorskip("lemminflect")
    pytest.importorskip("rapidfuzz")
    from spacy_sanitize.linkage.baselines.paraphrase import HandcraftedParaphraser

    synonyms = {("charge", "v"): ["accuse"], ("robbery", "n"): ["theft"], ("convict", "v"): []}
    paraphraser = HandcraftedParaphraser(lambda lemma, pos: synonyms.get((lemma, pos), []), _char_embed, nlp=_tagger())
    text = "PERSON.1 was charged with robbery and quickly convicted by ORG.1 on DATETIME.1."
    first = (text.index("charged"), text.index("robbery") + len("robbery"))
    second = (text.index("quickly"), text.index("convicted") + len("convicted"))
    nothing = (text.index("by ORG.1"), text.index("by ORG.1") + 2)
    out, report = paraphraser.rewrite(text, [first, second, nothing])
    assert "charged with robbery" not in out and ("accused" in out or "theft" in out)
    assert "quickly convicted" not in out and "convicted by ORG.1" in out  # the adverb was removed
    assert out.startswith("PERSON.1 was ") and out.endswith("by ORG.1 on DATETIME.1.")
    assert report == {"phrases": 3, "edited": 2, "unchanged": 1, "replaced": 1, "removed": 1}


def test_paraphrase_inflects_a_synonym_to_the_word_it_replaces():
    pytest.importorskip("lemminflect")
    from spacy_sanitize.linkage.baselines.paraphrase import inflect

    assert inflect("accuse", "VBN") == "accused"
    assert inflect("store", "NNS") == "stores"
    assert inflect("bear down", "VBD") == "bore down"


# -- DP-MLM -----------------------------------------------------------------------------------------
SENTENCES = "the court dismissed the appeal . the applicant was arrested . the judge left ."


@pytest.fixture(scope="module")
def rigged_mlm(tmp_path_factory):
    pytest.importorskip("transformers")
    return build_tiny_mlm(tmp_path_factory.mktemp("dpmlm"), [SENTENCES], rig={"judge": 40.0})


def _rewriter(path, epsilon, seed=0):
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    from spacy_sanitize.linkage.baselines.dp_mlm import DPMLMRewriter

    return DPMLMRewriter(AutoModelForMaskedLM.from_pretrained(path).eval(), AutoTokenizer.from_pretrained(path),
                         epsilon, seed=seed)


def test_dp_mlm_keeps_placeholders_punctuation_and_layout(rigged_mlm):
    rewriter = _rewriter(rigged_mlm, 10.0)
    text = "PERSON.1 dismissed the appeal.\n\nThe ORG.1 arrested the applicant, on DATETIME.1."
    out, report = rewriter.rewrite(text)
    assert [out[a:b] for a, b in placeholder_spans(out)] == ["PERSON.1", "ORG.1", "DATETIME.1"]
    assert re.sub(r"\w+", "w", out) == re.sub(r"\w+", "w", text)  # same punctuation and whitespace
    assert report["words_resampled"] == 8


def test_dp_mlm_samples_only_words_and_concentrates_as_epsilon_grows(rigged_mlm):
    """With a huge ε the rigged top word wins everywhere; with a tiny one the choices spread."""
    text = "the court dismissed the appeal and the applicant was arrested"
    strict, _ = _rewriter(rigged_mlm, 1e6).rewrite(text)
    assert set(strict.split()) == {"judge"}
    loose, _ = _rewriter(rigged_mlm, 1e-3).rewrite(text)
    assert len(set(loose.split())) > 3
    assert all(word.isalnum() and word.isascii() for word in loose.split())


def test_dp_mlm_is_reproducible_by_seed_and_rejects_a_bad_epsilon(rigged_mlm):
    text = "the court dismissed the appeal"
    assert _rewriter(rigged_mlm, 1.0, seed=3).rewrite(text)[0] == _rewriter(rigged_mlm, 1.0, seed=3).rewrite(text)[0]
    with pytest.raises(ValueError, match="epsilon must be positive"):
        _rewriter(rigged_mlm, 0.0)


def test_dp_mlm_clipping_bounds_come_from_the_package_sentences_not_the_input(rigged_mlm):
    rewriter = _rewriter(rigged_mlm, 10.0)
    low, high = rewriter.clip
    assert low < high
    rewriter.rewrite("the judge left the court")
    assert rewriter.clip == (low, high)
