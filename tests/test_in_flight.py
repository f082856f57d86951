"""Documents in flight: the LLM components keep several documents in progress against a server backend,
and the output is the same, in the same order, as one document after another."""
import random
import re
import threading
import time

import pytest
import spacy
from spacy.util import registry

from conftest import ConcurrentScriptedChat, ScriptedChat, component_config
from spacy_sanitize.components.in_flight import map_in_flight
from spacy_sanitize.doc_model import PII_SPAN_KEY, QUASI, register_extensions, sanitize_doc_text
from spacy_sanitize.intact.matching import load_analysis_pipeline
from spacy_sanitize.linkage.build import build_index
from spacy_sanitize.llm.base import ask_each
from spacy_sanitize.records import Record

register_extensions()


# -- the helper ----------------------------------------------------------------------------------------
def test_results_come_in_input_order_with_several_in_progress():
    now, seen, lock = [0], [0], threading.Lock()

    def work(i: int) -> int:
        with lock:
            now[0] += 1
            seen[0] = max(seen[0], now[0])
        time.sleep(random.Random(i).uniform(0, 0.02))
        with lock:
            now[0] -= 1
        return i * i

    assert list(map_in_flight(work, range(40), 6)) == [i * i for i in range(40)]
    assert 2 <= seen[0] <= 6


def test_one_in_flight_runs_in_the_callers_thread():
    assert set(map_in_flight(lambda _: threading.current_thread(), range(3), 1)) == {threading.current_thread()}


def test_an_error_comes_at_its_items_turn_and_no_thread_outlives_the_call():
    started = []

    def work(i: int) -> int:
        started.append(i)
        time.sleep(0.01)
        if i == 3:
            raise ValueError("document 3 is bad")
        return i

    results = []
    before = threading.active_count()
    with pytest.raises(ValueError, match="document 3"):
        for value in map_in_flight(work, range(100), 4):
            results.append(value)
    assert results == [0, 1, 2]
    assert len(started) < 100  # the rest were cancelled, not run
    assert threading.active_count() == before


def test_max_in_flight_must_be_positive():
    with pytest.raises(ValueError, match="at least 1"):
        list(map_in_flight(str, [1], 0))


def test_ask_each_keeps_order_and_reports_failures_one_by_one():
    def respond(prompt, messages, settings):
        if prompt == "bad":
            raise RuntimeError("no answer")
        return prompt.upper()

    llm = ConcurrentScriptedChat(respond=respond)
    conversations = [[{"role": "user", "content": p}] for p in ["a", "bad", "c"]]
    answers = ask_each(llm, conversations)
    assert answers[0] == ("A", None) and answers[2] == ("C", None)
    assert answers[1][0] is None and "no answer" in answers[1][1]


# -- INTACT ------------------------------------------------------------------------------------------
PEOPLE = ["Yalman", "Kaya", "Demir", "Arslan", "Polat", "Kurt", "Aydin", "Ozturk"]
PLACES = ["Izmir", "Bursa", "Konya", "Adana", "Mersin", "Samsun", "Trabzon", "Malatya"]
FIRMS = ["Turkcell", "Arcelik", "Vestel", "Koton", "Ulker", "Tofas", "Aselsan", "Sisecam"]


def intact_text(i: int) -> str:
    person, place, firm, other = PEOPLE[i % 8], PLACES[i % 8], FIRMS[i % 8], PLACES[(i + 3) % 8]
    return (f"Mr {person} was born in {place} in {1950 + i}. He worked for {firm} in {other}. "
            f"Later {firm} moved to {place}.")


def intact_answer(prompt: str, messages, settings) -> str:
    """Candidates from the target; guesses that name the original for every second candidate."""
    generation = re.search(r"Sorted replacements for \[\[(.+)\]\]:$", prompt, re.S)
    if generation:
        target = generation.group(1)
        return "\n".join(f"- a {level} thing {len(target)}" for level in ("specific", "general", "vague"))
    text, candidate = re.search(r"Text: (.*)\nGuesses for \u201c(.+)\u201d:$", prompt, re.S).groups()
    words = re.findall(r"[A-Z][a-z]+", text)
    if "specific" in candidate:  # the attacker guesses the words of the text: the originals among them?
        return "\n".join(f"- {w}" for w in (PLACES + FIRMS)[: 5])
    return "\n".join(f"- {w}" for w in words[:5])


@registry.misc("test.InFlightIntactLLM.v1")
def make_intact_llm(concurrent: bool = True) -> ScriptedChat:
    return ConcurrentScriptedChat(respond=intact_answer) if concurrent else ScriptedChat(respond=intact_answer)


def intact_nlp(max_in_flight: int, concurrent: bool = True):
    try:
        load_analysis_pipeline("en_core_web_sm")
    except OSError as error:
        pytest.skip(f"en_core_web_sm is not installed ({error})")
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("intact_generalizer", config={"llm": {"@misc": "test.InFlightIntactLLM.v1", "concurrent": concurrent},
                                               "max_in_flight": max_in_flight})
    return nlp


def intact_docs(nlp, n: int):
    docs = []
    for i in range(n):
        text = intact_text(i)
        doc = nlp.make_doc(text)
        doc._.doc_id = f"doc-{i}"
        spans = []
        for surface, label in ((f"Mr {PEOPLE[i % 8]}", "PERSON"), (PLACES[i % 8], "LOC"), (FIRMS[i % 8], "ORG"),
                               (PLACES[(i + 3) % 8], "LOC"), (str(1950 + i), "DATETIME")):
            for match in re.finditer(re.escape(surface), text):
                span = doc.char_span(match.start(), match.end(), label=label)
                span._.pii_entity_id = surface
                span._.pii_identifier_type = QUASI
                spans.append(span)
        doc.spans[PII_SPAN_KEY] = sorted(spans, key=lambda s: s.start)
        docs.append(doc)
    return docs


def outputs(docs) -> list[tuple[str, str, list]]:
    return [(d._.doc_id, sanitize_doc_text(d).text, [s._.pii_details for s in d.spans[PII_SPAN_KEY]]) for d in docs]


@pytest.mark.slow
def test_intact_in_flight_gives_the_sequential_answers():
    sequential = intact_nlp(max_in_flight=1)
    expected = outputs(sequential.pipe(intact_docs(sequential, 10)))
    nlp = intact_nlp(max_in_flight=4)
    got = outputs(nlp.pipe(intact_docs(nlp, 10)))
    assert got == expected
    assert nlp.get_pipe("intact_generalizer").llm.max_seen > 1  # several documents were in progress
    for (_, text, _), i in zip(got, range(10), strict=True):
        assert PEOPLE[i % 8] not in text and FIRMS[i % 8] not in text and PLACES[i % 8] not in text


@pytest.mark.slow
def test_an_in_process_model_keeps_one_document_at_a_time():
    nlp = intact_nlp(max_in_flight=8, concurrent=False)
    guard = nlp.get_pipe("intact_generalizer")
    assert guard.documents_in_flight() == 1
    threads = set()
    original = guard.llm.respond
    guard.llm.respond = lambda *args: threads.add(threading.current_thread()) or original(*args)
    list(nlp.pipe(intact_docs(nlp, 3)))
    assert threads == {threading.current_thread()}


def test_a_collection_registry_keeps_documents_in_input_order(tmp_path):
    from spacy_sanitize.registry import EntityRegistry, registry_scope

    nlp = spacy.blank("en")
    guard = nlp.add_pipe("intact_generalizer", config={"llm": {"@misc": "test.InFlightIntactLLM.v1"},
                                                       "max_in_flight": 8})
    assert guard.documents_in_flight() == 8
    with registry_scope(EntityRegistry(tmp_path / "r.sqlite", b"a secret of thirty-two bytes!!!!")):
        assert guard.documents_in_flight() == 1  # the first document to settle an entity is the first in order
    assert guard.documents_in_flight() == 8


def test_max_in_flight_is_checked():
    nlp = spacy.blank("en")
    with pytest.raises(ValueError, match="max_in_flight must be a whole number"):
        nlp.add_pipe("intact_generalizer", config={"llm": {"@misc": "test.InFlightIntactLLM.v1"}, "max_in_flight": 0})


# -- the linkage guard -------------------------------------------------------------------------------
def linkage_answer(prompt: str, messages, settings) -> str:
    """Rephrases every listed phrase with words the collection does not have."""
    found = re.search(r"Passage: (.*?)\nPhrases to rephrase:\n(.*?)(?:\nPlaceholders to copy|\nYour previous|\Z)",
                      prompt, re.S)
    if found is None:
        found = re.search(r"Part to rewrite: (.*?)\nPhrases to rephrase:\n(.*?)(?:\nYour previous|\Z)", prompt, re.S)
    passage, listed = found.groups()
    for number, phrase in enumerate(line[2:] for line in listed.splitlines() if line.startswith("- ")):
        passage = passage.replace(phrase, f"zorblax wording {number}")
    return f"Reasoning: new words.\nRewritten text: {passage}"


@registry.misc("test.InFlightLinkageLLM.v1")
def make_linkage_llm() -> ScriptedChat:
    return ConcurrentScriptedChat(respond=linkage_answer)


COLLECTION = [f"Mr {PEOPLE[i % 8]} sold a {colour} tractor near the {PLACES[i % 8]} mill in {1990 + i}. "
              f"The court heard the case about the {colour} tractor." for i, colour in
              enumerate(["purple", "orange", "teal", "amber", "violet", "crimson", "ochre", "indigo"])]


def linkage_nlp(index_path, max_in_flight: int):
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_replacer")
    nlp.add_pipe("linkage_guard", config=component_config("linkage_guard", {
        "index_path": str(index_path), "max_rounds": 3, "max_in_flight": max_in_flight,
        "llm": {"@misc": "test.InFlightLinkageLLM.v1"}}))
    return nlp


def linkage_docs(nlp):
    docs = []
    for i, text in enumerate(COLLECTION):
        doc = nlp.make_doc(text)
        doc._.doc_id = f"c{i}"
        name = f"Mr {PEOPLE[i % 8]}"
        doc.spans[PII_SPAN_KEY] = [doc.char_span(text.index(name), text.index(name) + len(name), label="PERSON")]
        docs.append(doc)
    return docs


def test_linkage_guard_in_flight_gives_the_sequential_answers(tmp_path):
    index = tmp_path / "index"
    build_index([], index, records=[Record(f"c{i}", t) for i, t in enumerate(COLLECTION)])
    sequential = linkage_nlp(index, 1)
    expected = [(d._.doc_id, sanitize_doc_text(d).text) for d in sequential.pipe(linkage_docs(sequential))]
    nlp = linkage_nlp(index, 4)
    got = [(d._.doc_id, sanitize_doc_text(d).text, d._.linkage_report) for d in nlp.pipe(linkage_docs(nlp))]
    assert [g[:2] for g in got] == expected
    assert nlp.get_pipe("linkage_guard").llm.max_seen > 1
    for (_, text, report), original in zip(got, COLLECTION, strict=True):
        colour = original.split(" sold a ")[1].split()[0]  # the rare word of each document
        assert report["llm_calls"] > 0 and colour not in text and original != text


def test_the_costliest_items_start_first_and_results_keep_their_order():
    started, lock = [], threading.Lock()
    costs = [1, 1, 9, 1, 5, 1, 7, 1]

    def work(i: int) -> int:
        with lock:
            started.append(i)
        time.sleep(0.01)
        return i

    assert list(map_in_flight(work, range(len(costs)), 2, cost=lambda i: costs[i])) == list(range(len(costs)))
    assert started[:3] == [2, 6, 4]  # longest first among the items read ahead
    assert sorted(started) == list(range(len(costs)))

