"""Semantic re-identification, perplexity and NER consistency metrics.

Fast and offline: a scripted ChatLLM stands in for the LLM, a hashing
bag-of-words function for the sentence embedder, an entity ruler for the NER;
the perplexity test uses the local 0.5B GGUF when the model setup has it.
"""
import re
import zlib
from dataclasses import dataclass

import numpy as np
import pytest
import spacy
from spacy.training import Example

from conftest import ScriptedChat
from spacy_sanitize.llm.base import ChatLLM, Completion, GenerationSettings
from spacy_sanitize.metrics.inputs import docs_from_replacements
from spacy_sanitize.metrics.ner_consistency import WIKINER_TYPES, consistency_scores, score_ner_consistency
from spacy_sanitize.metrics.semantic_reid import (
    SharedClaimsAttack,
    mode_rating,
    parse_claims,
    parse_paraphrase,
    parse_ratings,
    run_semantic_reid,
    score_semantic_reid,
    split_sentences,
)

pytest.importorskip("rank_bm25")
pytest.importorskip("rouge_score")

PEOPLE = [
    ("Anna Berg", 1961, "Oslo", "nurse", "fraud"),
    ("Carlos Mendez", 1974, "Valencia", "plumber", "burglary"),
    ("Fatima Okafor", 1958, "Lagos", "teacher", "bribery"),
    ("Jens Holm", 1983, "Aarhus", "fisherman", "smuggling"),
    ("Mei Tanaka", 1990, "Osaka", "engineer", "arson"),
    ("Piotr Nowak", 1969, "Krakow", "baker", "forgery"),
]


def make_text(name, year, city, job, crime):
    return (
        f"{name} was born in {year} in {city}. "
        f"{name.split()[0]} worked as a {job} for many years. "
        f"The police charged {name.split()[1]} with {crime} after a long inquiry. "
        f"The {job} from {city} appealed against the conviction."
    )


TEXTS = {f"doc{i}": make_text(*person) for i, person in enumerate(PEOPLE)}


def embed(texts):
    """Hashing bag of words: texts sharing words are close, identical texts identical."""
    vectors = np.zeros((len(texts), 256), dtype=np.float32)
    for row, text in enumerate(texts):
        for word in re.findall(r"\w+", text.lower()):
            vectors[row, zlib.crc32(word.encode()) % 256] += 1.0
    return vectors


def attack_chat(judge_noise: bool = False, rates_only_first: bool = False) -> ScriptedChat:
    """The shared scripted chat: atomizes into sentences, paraphrases with a prefix, judges by substring
    support. ``judge_noise``: two of five judge samples disagree (the mode must win); ``rates_only_first``:
    a small judge that rates one claim whatever it is shown."""

    def respond(prompt: str, messages: object, settings: GenerationSettings) -> str:
        if prompt.startswith("Please breakdown"):
            text = prompt.rsplit("Input: ", 1)[1].rsplit("\nClaims:", 1)[0]
            return "Here are the claims:\n" + "\n".join(f"- {s}" for s in split_sentences(text))
        if "paraphrased version" in prompt:
            claim = prompt.split("text: ", 1)[1].split("\nIn a new line", 1)[0]
            return f"Reportedly, {claim[0].lower()}{claim[1:]}"
        if not prompt.startswith("**Task**"):
            raise AssertionError(f"unexpected prompt: {prompt[:80]}")
        context = prompt.rsplit("**Input**: **Original text**: ", 1)[1].split("\n**Claims**:", 1)[0]
        lines = []
        for number, claim in judged_claims(prompt):
            rating = 1 if claim.rstrip(".").lower() in context.lower() else 3
            if judge_noise and (settings.seed or 0) % 5 in (0, 1):
                rating = 2
            lines.append(f"Claim {number}: {rating} - scripted.")
            if rates_only_first:
                break
        return "\n".join(lines)

    return ScriptedChat(respond=respond)


def judged_claims(prompt: str) -> list[tuple[str, str]]:
    return re.findall(r"^- Claim (\d+): (.*)$", prompt.rsplit("**Claims**:", 1)[1], re.M)


def calls(llm: ScriptedChat) -> list[tuple]:
    """("atomize", seed), ("paraphrase", claim) or ("judge", seed, number of claims) per call, in order."""
    found: list[tuple] = []
    for prompt, seed in llm.log:
        if prompt.startswith("Please breakdown"):
            found.append(("atomize", seed))
        elif "paraphrased version" in prompt:
            found.append(("paraphrase", prompt.split("text: ", 1)[1].split("\nIn a new line", 1)[0]))
        else:
            found.append(("judge", seed, len(judged_claims(prompt))))
    return found


@pytest.fixture(scope="module")
def nlp():
    return spacy.blank("en")


def unsanitized(nlp):
    return docs_from_replacements(nlp, TEXTS, {}, method="none")


def suppressed(nlp, replacement="[REDACTED]"):
    return docs_from_replacements(
        nlp, TEXTS, {k: [[0, len(v), replacement]] for k, v in TEXTS.items()}, method="suppression"
    )


# --------------------------------------------------------------------------- parsing


def test_split_sentences_keeps_abbreviations_and_lines():
    text = "The applicant, Mr. J. Smith, lives in Leeds. He was born in 1961.\nPROCEDURE\nIt ended (no. 12/05)."
    assert split_sentences(text) == [
        "The applicant, Mr. J. Smith, lives in Leeds.",
        "He was born in 1961.",
        "PROCEDURE",
        "It ended (no. 12/05).",
    ]


def test_parse_claims_drops_preambles_marks_and_echoes():
    answer = "Here are the claims:\n1. Anna Berg was born in 1961.\n- **Anna lives in Oslo.**\n* The applicant lives in Leeds.\n\nClaims:"
    source = "Anna Berg was born in 1961 and lives in Oslo."
    assert parse_claims(answer, source=source) == ["Anna Berg was born in 1961.", "Anna lives in Oslo."]
    assert parse_claims("") == []
    # a copied passage is split into sentences; a claim with a number the source lacks is dropped
    copied = "1. Anna Berg was born in 1961. She lives in Oslo.\n2. Anna Berg was born in 1937."
    assert parse_claims(copied, source=source + " She lives in Oslo.") == [
        "Anna Berg was born in 1961.",
        "She lives in Oslo.",
    ]


def test_extract_claims_drops_the_echoed_example():
    from spacy_sanitize.metrics.semantic_reid import extract_claims

    @dataclass
    class Echo(ChatLLM):
        model_id: str = "echo"

        def _complete(self, messages, settings):
            return Completion("The applicant lives in Leeds.\nThe applicant lives in Oslo.\nHe works as a baker.")

    claims, source = extract_claims("The applicant lives in Oslo. He works as a baker.", Echo())
    assert claims == ["The applicant lives in Oslo.", "He works as a baker."] and source == "llm"


def test_parse_ratings_formats():
    answer = "Claim 1: 2 - abstraction\n**Claim 2**: **3** unsupported\n- Claim 3: Anna was born in 1961. Rating: 1\nClaim 9: 1"
    assert parse_ratings(answer, 3) == {1: 2, 2: 3, 3: 1}
    assert parse_ratings("1. Same Information\n2) 3 - not there", 2) == {1: 1, 2: 3}
    assert parse_ratings("The claim is unsupported.", 1) == {1: 3}
    assert parse_ratings("no idea", 2) == {}


def test_mode_rating_ties_go_to_more_leakage():
    assert mode_rating([1, 3, 3, 2, 3]) == 3
    assert mode_rating([2, 3, 3, 2]) == 2
    assert mode_rating([]) is None


def test_parse_paraphrase_takes_last_line():
    assert parse_paraphrase("Sure.\nParaphrased text: \"Anna was born in 1961.\"") == "Anna was born in 1961."
    assert parse_paraphrase("  ") is None


# --------------------------------------------------------------------------- the attack


def test_no_sanitization_links_everything_and_mu_is_minimal(nlp):
    llm = attack_chat()
    report = run_semantic_reid(unsanitized(nlp), llm, embed=embed, seed=3)
    scores = report.scores
    assert scores["reid_correct_linkage"] == 1.0
    assert scores["reid_semantic_privacy"] == 0.0
    assert scores["reid_rating_1"] == 1.0 and scores["reid_unrated_claims"] == 0
    assert scores["reid_lexical_linkage"] == 1.0
    assert scores["reid_lexical_privacy"] == pytest.approx(0.0)
    assert scores["reid_llm_claim_docs"] == len(TEXTS)
    for result in report.documents:
        assert len(result.claims) == 4 and len(result.auxiliary) == 3
        assert all(q.startswith("Reportedly, ") for q in result.queries)  # paraphrased
        assert result.linked_id == result.doc_id
    # five judge samples per prompt, with different seeds
    judge_seeds = sorted({entry[1] for entry in calls(llm) if entry[0] == "judge"})
    assert judge_seeds == [3, 4, 5, 6, 7]


def test_everything_suppressed_links_at_chance_and_mu_is_maximal(nlp):
    n = len(TEXTS)
    for replacement in ("[REDACTED]", ""):
        scores = score_semantic_reid(suppressed(nlp, replacement), attack_chat(), embed=embed)
        assert scores["reid_correct_linkage"] == pytest.approx(1 / n)
        assert scores["reid_chance_linkage"] == pytest.approx(1 / n)
        assert scores["reid_semantic_privacy"] == 1.0
        assert scores["reid_lexical_linkage"] == pytest.approx(1 / n)
        assert scores["reid_lexical_privacy"] == pytest.approx(1.0)


def test_bm25_linker(nlp):
    assert score_semantic_reid(unsanitized(nlp), None, linker="bm25")["reid_correct_linkage"] == 1.0
    single = score_semantic_reid(unsanitized(nlp), None, linker="bm25", query_mode="single")
    assert single["reid_correct_linkage"] == 1.0
    chance = score_semantic_reid(suppressed(nlp), None, linker="bm25")
    assert chance["reid_correct_linkage"] == pytest.approx(1 / len(TEXTS))


def test_partial_masking_keeps_linkage_but_raises_distances(nlp):
    replacements = {}
    for doc_id, text in TEXTS.items():
        name, year, city, job, crime = PEOPLE[int(doc_id[3:])]
        spans = []
        for value, label in ((name, "PERSON"), (str(year), "DATE"), (city, "LOC")):
            spans += [[m.start(), m.end(), label] for m in re.finditer(re.escape(value), text)]
        replacements[doc_id] = spans
    docs = docs_from_replacements(nlp, TEXTS, replacements, method="label")
    masked = score_semantic_reid(docs, attack_chat(), embed=embed)
    clear = score_semantic_reid(unsanitized(nlp), attack_chat(), embed=embed)
    assert masked["reid_semantic_privacy"] > clear["reid_semantic_privacy"]
    assert masked["reid_lexical_privacy_linked"] > clear["reid_lexical_privacy_linked"]
    assert 0 < masked["reid_correct_linkage"] <= 1


def test_mode_of_noisy_judge_samples(nlp):
    scores = score_semantic_reid(unsanitized(nlp), attack_chat(judge_noise=True), embed=embed, seed=0)
    assert scores["reid_semantic_privacy"] == 0.0  # 3 of 5 samples say 1


def test_claims_left_unrated_are_asked_one_by_one(nlp):
    llm = attack_chat(rates_only_first=True)
    scores = score_semantic_reid(unsanitized(nlp), llm, embed=embed, claims_per_prompt=4)
    assert scores["reid_unrated_claims"] == 0 and scores["reid_semantic_privacy"] == 0.0
    sizes = [entry[2] for entry in calls(llm) if entry[0] == "judge"]
    assert 4 in sizes and 1 in sizes


def test_without_llm_claims_are_sentences_and_no_mu(nlp):
    report = run_semantic_reid(unsanitized(nlp), None, embed=embed)
    assert report.scores["reid_correct_linkage"] == 1.0
    assert "reid_semantic_privacy" not in report.scores
    assert report.documents[0].claims == split_sentences(TEXTS["doc0"])
    assert report.documents[0].claim_source == "sentences"


def test_claims_and_auxiliary_are_reused_and_seeded(nlp):
    first = run_semantic_reid(unsanitized(nlp), attack_chat(), embed=embed, seed=1, lexical=False)
    again = run_semantic_reid(unsanitized(nlp), None, embed=embed, seed=1, lexical=False)
    assert [d.auxiliary for d in first.documents] != [] and first.claims() == {
        d.doc_id: d.claims for d in first.documents
    }
    # the same seed draws the same auxiliary claims from the same claims
    assert [d.auxiliary for d in first.documents] == [d.auxiliary for d in again.documents]
    llm = attack_chat()
    reused = run_semantic_reid(
        suppressed(nlp), llm, embed=embed, seed=1, claims=first.claims(), auxiliary=first.auxiliary()
    )
    assert not any(entry[0] in ("atomize", "paraphrase") for entry in calls(llm))
    assert [d.queries for d in reused.documents] == [d.queries for d in first.documents]


def test_shared_claims_attack_extracts_once_for_every_method(nlp):
    llm = attack_chat()
    attack = SharedClaimsAttack(llm, embed=embed, seed=1, lexical=False)
    first = attack(unsanitized(nlp))
    extractions = sum(entry[0] in ("atomize", "paraphrase") for entry in calls(llm))
    second = attack(suppressed(nlp))
    assert extractions > 0
    assert sum(entry[0] in ("atomize", "paraphrase") for entry in calls(llm)) == extractions  # none again
    assert [d.queries for d in second.documents] == [d.queries for d in first.documents]
    assert {d.claim_source for d in second.documents} == {"given"}
    # the same attack on different sanitizations still tells them apart
    assert second.scores != first.scores


def test_lexical_rouge_known_value(nlp):
    docs = docs_from_replacements(nlp, {"a": "Anna lives in Oslo"}, {"a": [[0, 4, "PERSON"], [14, 18, "LOC"]]}, "label")
    report = run_semantic_reid(docs, None, embed=embed, n_auxiliary=1)
    # tokens anna live in oslo / person live in loc: LCS 2 of 4 -> F1 0.5
    assert report.scores["reid_lexical_privacy"] == pytest.approx(0.5)


def test_failing_llm_falls_back_to_sentences(nlp):
    from spacy.util import registry

    scorer = registry.resolve(
        {
            "s": {
                "@scorers": "spacy_sanitize.semantic_reid_scorer.v1",
                "llm": {"@misc": "spacy_sanitize.LlamaCppChat.v1", "model_path": "/nonexistent/model.gguf"},
                "linker": "bm25",
            }
        }
    )["s"]
    examples = [Example(doc, doc) for doc in unsanitized(nlp)]
    scores = scorer(examples)
    assert scores["reid_correct_linkage"] == 1.0
    assert scores["reid_llm_claim_docs"] == 0
    assert scores["reid_semantic_privacy"] is None
    assert scores["reid_unrated_claims"] == scores["reid_judged_claims"] > 0


def test_registered_scorer_without_llm(nlp):
    scorer = spacy.registry.scorers.get("spacy_sanitize.semantic_reid_scorer.v1")(linker="bm25", lexical=False)
    scores = scorer([Example(doc, doc) for doc in suppressed(nlp)])
    assert scores["reid_correct_linkage"] == pytest.approx(1 / len(TEXTS))
    with pytest.raises(ValueError):
        spacy.registry.scorers.get("spacy_sanitize.semantic_reid_scorer.v1")(linker="grit")


# --------------------------------------------------------------------------- perplexity


def _small_gguf():
    pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed")
    from spacy_sanitize.resources import installed_gguf

    path = installed_gguf("chat-small")
    if path is None:
        pytest.skip("the chat-small GGUF is not installed (spacy-sanitize models fetch chat-small)")
    return path


def test_perplexity_of_garbled_text_is_higher(nlp):
    from spacy_sanitize.metrics.perplexity import LlamaPerplexity, perplexity_report

    path = _small_gguf()
    texts = {
        "a": "The applicant was born in 1983 and lives in Istanbul. The Court decided to give notice of the "
        "application to the Government.",
        "b": "The hearing took place in public in the Human Rights Building, Strasbourg, on 3 May 2001.",
    }
    garbled = "Court the applicant banana PERSON.1 born LOC.2 in notice, the give decided to application of"
    docs = docs_from_replacements(nlp, texts, {"a": [[0, len(texts["a"]), garbled]]}, "garble")
    model = LlamaPerplexity(str(path), window=16, stride=8, n_threads=1)
    scores, details = perplexity_report(docs, model=model)
    assert scores["ppl_sanitized"] > scores["ppl_original"] > 1
    assert scores["ppl_ratio"] > 1
    assert details[1]["sanitized_ppl"] == details[1]["original_ppl"]  # unchanged document
    assert details[0]["original_tokens"] > 16  # several windows
    # windows change the context, not which tokens are scored
    whole = LlamaPerplexity(str(path), window=128, n_threads=1)
    assert whole.nll(texts["a"])[1] == details[0]["original_tokens"]


# --------------------------------------------------------------------------- NER consistency


@pytest.fixture(scope="module")
def ner():
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns(
        [
            {"label": "PERSON", "pattern": "John Smith"},
            {"label": "PERSON", "pattern": "Peter Brown"},
            {"label": "GPE", "pattern": "Paris"},
            {"label": "GPE", "pattern": "London"},
            {"label": "DATE", "pattern": "23 October 1996"},
            {"label": "DATE", "pattern": "30 June"},
        ]
    )
    return nlp


def ner_docs(nlp, replacements):
    text = "John Smith met his lawyer in Paris on 23 October 1996 and signed."
    spans = {"John Smith": (0, 10), "Paris": (29, 34), "23 October 1996": (38, 53), "his lawyer": (15, 25)}
    edits = [[*spans[original], replacement] for original, replacement in replacements]
    return docs_from_replacements(nlp, {"d": text}, {"d": edits}, "test")


def test_ner_consistency_hand_made(nlp, ner):
    same = score_ner_consistency(ner_docs(nlp, [("John Smith", "Peter Brown"), ("Paris", "London")]), nlp=ner)
    assert same["ner_accuracy"] == 1.0 and same["ner_f1"] == 1.0 and same["ner_edits"] == 2
    labelled = score_ner_consistency(ner_docs(nlp, [("John Smith", "[PERSON]")]), nlp=ner)
    assert labelled["ner_accuracy"] == 0.0 and labelled["ner_entity_accuracy"] == 0.0
    mixed = ner_docs(
        nlp,
        [("John Smith", "Peter Brown"), ("his lawyer", "a friend"), ("Paris", "John Smith"), ("23 October 1996", "")],
    )
    scores = score_ner_consistency(mixed, nlp=ner)
    # gold PERSON NONE GPE DATE / predicted PERSON NONE PERSON NONE
    assert scores["ner_accuracy"] == 0.5
    assert scores["ner_entity_accuracy"] == pytest.approx(1 / 3)
    per_type = scores["ner_per_type"]
    assert per_type["PERSON"] == {"p": 0.5, "r": 1.0, "f": pytest.approx(2 / 3), "support": 1}
    assert per_type["NONE"]["p"] == 0.5 and per_type["NONE"]["r"] == 1.0
    assert per_type["GPE"]["f"] == 0.0 and per_type["DATE"]["f"] == 0.0
    assert scores["ner_precision"] == pytest.approx((0.5 + 0.5 + 0 + 0) / 4)
    assert scores["ner_recall"] == pytest.approx((1 + 1 + 0 + 0) / 4)
    isolated = score_ner_consistency(mixed, nlp=ner, context=False)
    assert isolated["ner_accuracy"] == 0.5
    mapped = score_ner_consistency(ner_docs(nlp, [("Paris", "Peter Brown")]), nlp=ner, label_map={"GPE": "X", "PERSON": "X"})
    assert mapped["ner_accuracy"] == 1.0


def test_wikiner_types_count_a_removed_date_as_kept_and_a_place_as_loc(nlp, ner):
    """With the paper's four types, a date is no entity: its suppression keeps the (empty) type."""
    docs = ner_docs(nlp, [("23 October 1996", ""), ("Paris", "London"), ("John Smith", "Paris")])
    native = score_ner_consistency(docs, nlp=ner)
    four = score_ner_consistency(docs, nlp=ner, label_map=WIKINER_TYPES)
    assert native["ner_accuracy"] == pytest.approx(1 / 3)  # DATE->NONE, GPE->GPE, PERSON->GPE
    assert four["ner_accuracy"] == pytest.approx(2 / 3)  # NONE->NONE, LOC->LOC, PER->LOC
    assert set(four["ner_per_type"]) == {"NONE", "LOC", "PER"}


def test_ner_consistency_of_no_edits_and_registered_scorer(nlp, ner):
    assert consistency_scores([])["ner_accuracy"] is None
    scorer = spacy.registry.scorers.get("spacy_sanitize.ner_consistency_scorer.v1")
    assert callable(scorer(model="en_core_web_sm"))


def test_attacking_a_subset_searches_the_whole_collection_but_asks_only_about_the_subset(nlp):
    docs = unsanitized(nlp)
    attacked = {docs[0]._.doc_id, docs[2]._.doc_id}
    llm = attack_chat()
    report = run_semantic_reid(docs, llm, embed=embed, seed=3, attacked=attacked)
    assert [r.doc_id for r in report.documents] == [docs[0]._.doc_id, docs[2]._.doc_id]
    assert report.scores["reid_docs"] == 2 and report.scores["reid_pool"] == len(docs)
    assert report.scores["reid_chance_linkage"] == pytest.approx(1 / len(docs))
    assert all(r.linked_id == r.doc_id for r in report.documents)  # found among all of them
    atomized = llm.prompts("^Please breakdown")
    assert len(atomized) == 2 and not any(docs[1].text[:40] in prompt for prompt in atomized)


def test_a_suppressed_subset_links_at_the_chance_of_the_whole_collection(nlp):
    docs = suppressed(nlp)
    report = run_semantic_reid(docs, None, embed=embed, attacked={docs[0]._.doc_id})
    assert report.scores["reid_docs"] == 1 and report.scores["reid_pool"] == len(docs)
    assert report.scores["reid_correct_linkage"] == pytest.approx(1 / len(docs))


def test_the_shared_attack_takes_the_attacked_subset_and_shares_its_claims(nlp):
    docs = unsanitized(nlp)
    llm = attack_chat()
    attack = SharedClaimsAttack(llm, embed=embed, seed=1, lexical=False)
    first = attack(docs, attacked={docs[0]._.doc_id})
    assert [r.doc_id for r in first.documents] == [docs[0]._.doc_id] and first.scores["reid_pool"] == len(docs)
    asked = len(llm.prompts("^Please breakdown"))
    again = attack(suppressed(nlp), attacked={docs[0]._.doc_id})
    assert len(llm.prompts("^Please breakdown")) == asked  # the claims of the first call are reused
    assert again.documents[0].claims == first.documents[0].claims
