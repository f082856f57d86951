"""INTACT: parsing, date rules, matching and the selection algorithm with a scripted LLM.

The scripted LLM answers from the prompt alone (as a deterministic LLM would),
so the tests are about the algorithm around the LLM; the backends are tested
for real in test_llm_backends.py.
"""
import re
from collections.abc import Callable

import pytest
import spacy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from spacy.tokens import DocBin

from conftest import ScriptedChat
from spacy_sanitize.doc_model import PII_SPAN_KEY, QUASI, register_extensions, sanitize_doc_text
from spacy_sanitize.intact.dates import date_ladder, parse_date
from spacy_sanitize.intact.matching import GuessMatcher, load_analysis_pipeline, load_freq_lemmas
from spacy_sanitize.intact.parsing import parse_list
from spacy_sanitize.intact.prompts import attack_messages, generation_messages
from spacy_sanitize.intact.selection import GeneralisationTarget, IntactSelector, IntactSettings, fit_to_context
from spacy_sanitize.llm.base import LLMError

register_extensions()

GEN_RE = re.compile(r"Sorted replacements for \[\[(.+)\]\]:$", re.S)
ATTACK_RE = re.compile(r"Text: (.*)\nGuesses for \u201c(.+)\u201d:$", re.S)


def intact_chat(generate: Callable[[str], str] = lambda target: "",
                attack_fn: Callable[[str, str], str] = lambda candidate, text: "") -> ScriptedChat:
    """The shared scripted chat, answering generation prompts with ``generate(target)`` and attacks with
    ``attack_fn(candidate, text)``."""

    def respond(prompt: str, messages: object, settings: object) -> str:
        if prompt.startswith("Now do the same"):
            return generate(GEN_RE.search(prompt).group(1))
        text, candidate = ATTACK_RE.search(prompt).groups()
        return attack_fn(candidate, text)

    return ScriptedChat(respond=respond)


def calls(llm: ScriptedChat, kind: str) -> list[tuple]:
    """("generate", target) or ("attack", candidate, text) for each such prompt, in order."""
    found: list[tuple] = []
    for prompt, _ in llm.log:
        if prompt.startswith("Now do the same"):
            found.append(("generate", GEN_RE.search(prompt).group(1)))
        else:
            text, candidate = ATTACK_RE.search(prompt).groups()
            found.append(("attack", candidate, text))
    return [entry for entry in found if entry[0] == kind]


def bullets(*items: str) -> str:
    return "\n".join(f"- {item}" for item in items)


@pytest.fixture(scope="module")
def analysis_nlp():
    try:
        return load_analysis_pipeline("en_core_web_sm")
    except OSError as error:
        pytest.skip(f"en_core_web_sm is not installed ({error})")


@pytest.fixture(scope="module")
def matcher(analysis_nlp):
    return GuessMatcher(lambda: analysis_nlp, load_freq_lemmas())


# -- parsing ------------------------------------------------------------------------------------
@pytest.mark.parametrize("answer,expected", [
    ("- a city\n- a country\n- a continent", ["a city", "a country", "a continent"]),
    ("1. a city\n2) a country\n3: a continent", ["a city", "a country", "a continent"]),
    ("[1] a city\n[2] a country", ["a city", "a country"]),
    ("Here are the replacements:\n- \"a city\" (more specific)\n- **a country**.\nNote: sorted.", ["a city", "a country"]),
    ("Guess 1: Ankara\nGuess 2: Izmir", ["Ankara", "Izmir"]),
    ("['a city', 'a country']", ["a city", "a country"]),
    ("- [[a city]]\n- a city\n- A City", ["a city"]),
    ("", []),
    ("I cannot help with that request because it concerns personal information.", []),
    ("- " + "x" * 300, []),
])
def test_parse_list(answer, expected):
    assert parse_list(answer) == expected


def test_parse_list_keeps_at_most_the_limit():
    assert parse_list(bullets(*[f"item {i}" for i in range(9)]), limit=5) == [f"item {i}" for i in range(5)]


# -- dates ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,first,granularity", [
    ("3 August 2003", "August 2003", "day_month_year"),
    ("on 12 March 1999", "March 1999", "day_month_year"),
    ("August 3, 2003", "August 2003", "day_month_year"),
    ("12.03.1999", "March 1999", "day_month_year"),
    ("March 1999", "spring 1999", "month_year"),
    ("1999", "the late 1990s", "year"),
    ("3 August", "early August", "day_month"),
])
def test_date_ladder_starts_one_level_up(text, first, granularity):
    ladder = date_ladder(text)
    assert ladder[0] == first
    assert parse_date(text).granularity == granularity
    assert all(text.lower() not in rung.lower() for rung in ladder)


def test_date_ladder_follows_the_paper_order():
    assert date_ladder("3 August 2003") == ["August 2003", "summer 2003", "2003", "the early 2000s", "the 2000s"]
    assert date_ladder("March 1999") == ["spring 1999", "1999", "the late 1990s", "the 1990s", "the late 20th century"]


@pytest.mark.parametrize("text", ["yesterday", "early 1980s", "the relevant time", "32 August 2003", "12345"])
def test_non_standard_dates_go_to_the_llm(text):
    assert date_ladder(text) is None


# -- matching ---------------------------------------------------------------------------------
@pytest.mark.parametrize("original,label,guess,guessed", [
    ("Turkey", "LOC", "Turkish territory", True),  # 4-gram overlap of named entities
    ("European Court of Human Rights", "ORG", "the ECHR", True),  # acronym
    ("Ankara State Security Court", "ORG", "the Istanbul State Security Court", True),  # lemma overlap
    ("Ankara State Security Court", "ORG", "a Turkish court", False),  # only frequent lemmas shared
    ("Istanbul", "LOC", "Ankara", False),
    ("Catholic", "DEM", "Christian", False),
    ("three", "QUANTITY", "3", True),
    ("3 August 2003", "DATETIME", "August 2003", False),  # partial date lemmas are not a guess
    ("3 August 2003", "DATETIME", "3rd of August 2003", True),
    ("3 August 2003", "DATETIME", "03.08.2003", True),
    ("the applicant's lawyer", "MISC", "the applicant's lawyer", True),
])
def test_match(matcher, original, label, guess, guessed):
    assert (matcher.match(original, label, guess) is not None) == guessed


def test_frequent_lemmas_are_ignored(matcher):
    assert "court" in matcher.freq_lemmas
    assert matcher.match("the Court of Appeal", "ORG", "a court") is None


# -- prompts ----------------------------------------------------------------------------------
def test_prompts_follow_the_paper():
    gen = generation_messages("He lived in [[Izmir]].", "Izmir", "LOC")
    assert [m["role"] for m in gen] == ["user", "assistant", "user"]
    assert "[[London]]" in gen[0]["content"] and "a European capital" in gen[1]["content"]
    assert gen[2]["content"].endswith("Sorted replacements for [[Izmir]]:")
    attack = attack_messages("He lived in [[a city]].", "a city")
    assert "a European Research Institute" in attack[0]["content"]
    assert attack[2]["content"].endswith("Guesses for \u201ca city\u201d:")
    # the document comes last: attacks on one document share the prompt up to the target
    a, b = attack_messages("same prefix [[x]] tail", "x"), attack_messages("same prefix [[y]] tail", "y")
    common = len(re.match(r"(.*)", "".join(m["content"] for m in a)).group(1))
    assert common > 0 and a[:2] == b[:2]


def test_fit_to_context():
    assert fit_to_context("a city", "He lived in the Izmir", 16) == "city"
    assert fit_to_context("The capital", "He lived in Izmir", 12) == "the capital"
    assert fit_to_context("The capital", "Noted. Izmir", 7) == "The capital"


# -- selection --------------------------------------------------------------------------------
TEXT = ("Mr Yalman was born in Izmir on 3 August 1960. He worked for Turkcell until 1999. "
        "In Izmir he met Ms Kaya.")


def mention(text: str, surface: str, label: str, entity: str | None = None, occurrence: int = 0) -> GeneralisationTarget:
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(surface, start + 1)
    return GeneralisationTarget(start, start + len(surface), label, entity or surface)


def mentions_of(text: str = TEXT) -> list[GeneralisationTarget]:
    return [
        mention(text, "Mr Yalman", "PERSON", "yalman"),
        mention(text, "Izmir", "LOC", "izmir"),
        mention(text, "3 August 1960", "DATETIME"),
        mention(text, "Turkcell", "ORG"),
        mention(text, "1999", "DATETIME"),
        mention(text, "Izmir", "LOC", "izmir", occurrence=1),
        mention(text, "Ms Kaya", "PERSON", "kaya"),
    ]


CANDIDATES = {
    "Izmir": ["a coastal city in Turkey", "a Turkish city", "a city", "a place in Europe", "a place"],
    "Turkcell": ["a Turkish mobile operator", "a telecom company", "a company", "a business", "an organisation"],
}


def reveal_until(safe_rank: int, original: str, candidates: list[str]) -> Callable[[str, str], str]:
    """An attacker that guesses ``original`` for candidates ranked before ``safe_rank``."""
    def attack(candidate: str, text: str) -> str:
        rank = candidates.index(candidate) + 1 if candidate in candidates else 99
        return bullets(original, "Ankara") if rank < safe_rank else bullets("Bursa", "Antalya")
    return attack


def scripted(**kwargs) -> ScriptedChat:
    defaults = dict(generate=lambda target: bullets(*CANDIDATES.get(target, ["something", "a thing"])),
                    attack_fn=lambda c, t: bullets("Bursa", "Antalya"))
    defaults.update(kwargs)
    return intact_chat(**defaults)


def run(llm, matcher, text=TEXT, mentions=None, **settings_kwargs):
    selector = IntactSelector(llm, matcher, IntactSettings(**settings_kwargs))
    return selector.run(text, mentions or mentions_of(text), [(0, len(text))])


def by_text(decisions):
    return {d.text: d for d in decisions}


def test_candidates_are_generated_once_per_unique_entity_and_rules_need_no_llm(matcher):
    llm = scripted()
    decisions, replacements = run(llm, matcher)
    assert sorted(t for _, t in calls(llm, "generate")) == ["Izmir", "Turkcell"]
    d = by_text(decisions)
    assert d["Mr Yalman"].selected == "PERSON.1" and d["Ms Kaya"].selected == "PERSON.2"
    assert d["3 August 1960"].candidate_source == "rule_date"
    assert d["3 August 1960"].candidates[0] == "August 1960"
    # both mentions of Izmir get the same replacement
    assert replacements[1] == replacements[5] == d["Izmir"].selected == CANDIDATES["Izmir"][0]


def test_selects_the_most_specific_candidate_not_guessed(matcher):
    llm = scripted(attack_fn=reveal_until(3, "Izmir", CANDIDATES["Izmir"]))
    decisions, _ = run(llm, matcher)
    izmir = by_text(decisions)["Izmir"]
    assert izmir.selected == "a city" and izmir.selected_rank == 3
    assert [a["risky"] for a in izmir.attacks] == [True, True, False]
    assert "Izmir" in izmir.attacks[0]["guesses"] and izmir.attacks[0]["match"]


def test_every_candidate_guessed_falls_back_to_the_numbered_label(matcher):
    llm = scripted(attack_fn=lambda c, t: bullets("Izmir", "Turkcell", "3 August 1960", "1999"))
    decisions, replacements = run(llm, matcher)
    d = by_text(decisions)
    assert d["Izmir"].selected == "LOC.1" and d["Izmir"].selected_rank is None
    assert d["Turkcell"].selected == "ORG.1"
    assert d["1999"].selected == "DATETIME.2"
    assert "every candidate guessed" in d["Izmir"].reason
    assert len(d["Izmir"].attacks) == 5


def test_exhaustive_attacks_choose_the_same_with_more_calls(matcher):
    attack = reveal_until(2, "Izmir", CANDIDATES["Izmir"])
    fast, slow = scripted(attack_fn=attack), scripted(attack_fn=attack)
    fast_decisions, fast_out = run(fast, matcher)
    slow_decisions, slow_out = run(slow, matcher, exhaustive=True)
    assert fast_out == slow_out
    assert [d.selected for d in fast_decisions] == [d.selected for d in slow_decisions]
    assert len(calls(fast, "attack")) < len(calls(slow, "attack"))
    assert len(calls(slow, "attack")) == sum(len(d.candidates) for d in slow_decisions)


def test_attacks_see_the_current_sanitized_document(matcher):
    llm = scripted(attack_fn=reveal_until(2, "Izmir", CANDIDATES["Izmir"]))
    run(llm, matcher)
    attacks = calls(llm, "attack")
    for _, candidate, text in attacks:
        assert text.count("[[") == 1 and f"[[{fit_to_context(candidate, 'x', 0)}" in text or "[[" in text
        for original in ("Mr Yalman", "Ms Kaya", "Izmir", "Turkcell", "3 August 1960"):
            assert original not in text  # every span is replaced in D'
    # the second mention of Izmir shows the candidate under attack, the first one is bracketed
    first = attacks[0]
    assert first[1] == CANDIDATES["Izmir"][0]
    assert first[2].count(CANDIDATES["Izmir"][0]) == 2
    # later attacks see the replacement selected for Izmir (rank 2), not its first candidate
    later = [a for a in attacks if a[1] in CANDIDATES["Turkcell"]]
    assert later and "a Turkish city" in later[0][2] and "coastal" not in later[0][2]


def test_local_context_window_limits_what_the_attacker_sees(matcher):
    text = "Background. " * 200 + TEXT + " Tail." * 200
    llm = scripted()
    run(llm, matcher, text=text, attack_context_chars=60)
    for _, candidate, seen in calls(llm, "attack"):
        assert len(seen) <= 2 * 60 + len(candidate) + 8
        assert "[[" in seen


@pytest.mark.parametrize("strategy,izmir", [("most_specific", "a coastal city in Turkey"), ("least_specific", "a place")])
def test_baseline_strategies_need_no_attacks(matcher, strategy, izmir):
    llm = scripted()
    decisions, _ = run(llm, matcher, strategy=strategy)
    assert by_text(decisions)["Izmir"].selected == izmir
    assert not calls(llm, "attack")


# -- fail closed ------------------------------------------------------------------------------
def raising(*args):
    raise RuntimeError("backend down")


@pytest.mark.parametrize("llm_kwargs,expect_label", [
    (dict(generate=lambda t: "Sorry, I can't do that."), True),  # garbled
    (dict(generate=lambda t: ""), True),  # empty list
    (dict(generate=lambda t: bullets(t, f"{t} city", f"the {t.upper()}")), True),  # repeats the original
    (dict(generate=raising), True),  # backend exception at generation
    (dict(attack_fn=raising), True),  # backend exception at attack: every attack counts as successful
    (dict(attack_fn=lambda c, t: "no idea"), True),  # unparsable guesses count as successful
])
def test_failures_fall_back_to_labels(matcher, llm_kwargs, expect_label):
    llm = scripted(**llm_kwargs)
    decisions, replacements = run(llm, matcher)
    d = by_text(decisions)
    assert d["Izmir"].selected == "LOC.1"
    assert d["Turkcell"].selected == "ORG.1"
    for m, replacement in zip(mentions_of(), replacements, strict=False):
        assert TEXT[m.start:m.end].lower() not in replacement.lower()


def test_backend_errors_are_wrapped():
    with pytest.raises(LLMError):
        scripted(generate=raising).chat(generation_messages("[[x]]", "x", "LOC"))


# -- the component ------------------------------------------------------------------------------
@spacy.registry.misc("test.ScriptedIntactLLM.v1")
def make_scripted(mode: str = "safe") -> ScriptedChat:
    if mode == "safe":
        return scripted()
    if mode == "echo":  # candidates and guesses that repeat whatever they are asked about
        return scripted(generate=lambda t: bullets(t, t + " again"), attack_fn=lambda c, t: bullets(c))
    if mode == "raise":
        return scripted(generate=raising, attack_fn=raising)
    raise ValueError(mode)


def make_doc(nlp):
    doc = nlp.make_doc(TEXT)
    spans = []
    for m in mentions_of():
        span = doc.char_span(m.start, m.end, label=m.label)
        span._.pii_entity_id = m.entity
        span._.pii_identifier_type = QUASI
        spans.append(span)
    doc.spans[PII_SPAN_KEY] = spans
    doc._.doc_id = "doc-1"
    return doc


@pytest.fixture(scope="module")
def component_nlp(analysis_nlp):
    nlp = spacy.blank("en")
    nlp.add_pipe("intact_generalizer", config={"llm": {"@misc": "test.ScriptedIntactLLM.v1"}})
    return nlp


def test_component_writes_edits_and_audit(component_nlp):
    doc = component_nlp.get_pipe("intact_generalizer")(make_doc(component_nlp))
    sanitized = sanitize_doc_text(doc).text
    for original in ("Yalman", "Izmir", "Turkcell", "3 August 1960", "Kaya"):
        assert original not in sanitized
    assert "PERSON.1" in sanitized and "August 1960" in sanitized and "a coastal city in Turkey" in sanitized
    izmir = [s for s in doc.spans[PII_SPAN_KEY] if s.text == "Izmir"][0]
    details = izmir._.pii_details
    assert details["candidates"] == CANDIDATES["Izmir"] and details["attacks"] and details["reason"]
    assert doc.text == TEXT
    # the audit trail survives serialisation
    restored = list(DocBin(docs=[doc], store_user_data=True).get_docs(component_nlp.vocab))[0]
    assert sanitize_doc_text(restored).text == sanitized
    restored_izmir = [s for s in restored.spans[PII_SPAN_KEY] if s.text == "Izmir"][0]
    assert restored_izmir._.pii_details["selected"] == details["selected"]


@pytest.mark.parametrize("mode", ["echo", "raise"])
def test_component_fails_closed(analysis_nlp, mode):
    nlp = spacy.blank("en")
    nlp.add_pipe("intact_generalizer", config={"llm": {"@misc": "test.ScriptedIntactLLM.v1", "mode": mode}})
    doc = nlp.get_pipe("intact_generalizer")(make_doc(nlp))
    sanitized = sanitize_doc_text(doc).text
    for original in ("Yalman", "Izmir", "Turkcell", "3 August 1960", "Kaya"):
        assert original not in sanitized


def test_component_to_disk_round_trip(component_nlp, tmp_path):
    component_nlp.to_disk(tmp_path / "pipeline")
    assert (tmp_path / "pipeline" / "intact_generalizer" / "freq_lemmas.json").exists()
    loaded = spacy.load(tmp_path / "pipeline")
    assert loaded.get_pipe("intact_generalizer").matcher.freq_lemmas == component_nlp.get_pipe("intact_generalizer").matcher.freq_lemmas


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    answers=st.lists(st.sampled_from(["Izmir", "izmir city", "- Izmir", "- a city\n- IZMIR", "", "garbage ((",
                                      "- Turkcell Ltd", "1. turkcell\n2. a firm", "- a place", "- 1960"]),
                     min_size=1, max_size=6),
)
def test_property_no_chosen_span_survives_any_llm_output(component_nlp, answers):
    answers_iter = iter(answers * 50)
    llm = component_nlp.get_pipe("intact_generalizer").selector.llm
    original = llm.respond
    llm.respond = lambda prompt, messages, settings: next(answers_iter)  # every call: the next answer
    try:
        doc = component_nlp.get_pipe("intact_generalizer")(make_doc(component_nlp))
    finally:
        llm.respond = original
    sanitized = sanitize_doc_text(doc).text
    for span in doc.spans[PII_SPAN_KEY]:
        assert not re.search(r"(?<!\w)" + re.escape(span.text) + r"(?!\w)", sanitized, re.IGNORECASE), span.text


def test_factory_module_imports_light():
    import subprocess
    import sys
    code = ("import sys, spacy_sanitize.components.intact_generalizer; "
            "print(any(m in sys.modules for m in ('llama_cpp', 'transformers', 'openai')))")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"




def test_shipped_config_builds_without_loading_any_model(tmp_path, monkeypatch):
    from pathlib import Path

    from spacy_sanitize.pipelines import load_pipeline
    from spacy_sanitize.resources import GGUF_ENV_VAR

    # a chat model named, as a user's would be, but never read: building starts nothing (a machine without
    # the default model would otherwise stop at the missing-model error, which other tests check)
    (tmp_path / "chat.gguf").write_bytes(b"GGUF")
    monkeypatch.setenv(GGUF_ENV_VAR, str(tmp_path / "chat.gguf"))
    nlp = load_pipeline(config=Path(__file__).resolve().parents[1] / "configs" / "intact.cfg")
    component = nlp.get_pipe("intact_generalizer")
    assert nlp.pipe_names == ["pii_detector", "intact_generalizer"]
    assert getattr(component.llm, "_process", None) is None and component.matcher._nlp is None  # nothing started
    assert component.settings.strategy == "intact" and component.settings.attack_context_chars is None
