"""Collections: one pseudonym per entity across documents, a registry file without originals in clear,
reversible for the secret's holder, stateless for workers that share nothing."""
import json
import multiprocessing
import re

import pytest
import spacy
from typer.testing import CliRunner

from spacy_sanitize.batch import sanitize_records
from spacy_sanitize.cli.main import app
from spacy_sanitize.doc_model import register_extensions
from spacy_sanitize.records import Record
from spacy_sanitize.registry import (
    EntityRegistry,
    RegistryError,
    StatelessRegistry,
    mention_keys,
    registry_choice,
    registry_opener,
    registry_scope,
)
from spacy_sanitize.registry.base import check_surrogate

register_extensions()
SECRET = b"a secret of thirty-two bytes!!!!"
DOCS = [  # one person in different surface forms the detector groups ("Mr Galip Yalman", "Mr Yalman", "Galip Yalman")
    Record("a", "Mr Galip Yalman was born in Izmir. Later, Mr Yalman worked for Turkcell."),
    Record("b", "The applicant, Ms Ayse Kaya, met Galip Yalman in Ankara. Ms Kaya complained."),
    Record("c", "Ms Kaya and Mr Yalman appealed. Mr Galip Yalman lost the appeal."),
]


def names_in(text: str) -> list[str]:
    return re.findall(r"PERSON\.\d+", text)


# -- the stores ----------------------------------------------------------------------------------------
def test_entities_meet_at_any_shared_mention(tmp_path):
    registry = EntityRegistry(tmp_path / "r.sqlite", SECRET)
    first = registry.number("PERSON", {"mr galip yalman", "galip yalman", "yalman"})
    assert registry.number("PERSON", {"yalman"}) == first
    assert registry.number("PERSON", {"ayse kaya"}) == first + 1
    assert registry.number("LOC", {"yalman"}) == 1  # numbers run per label
    reopened = EntityRegistry(tmp_path / "r.sqlite", SECRET)
    assert reopened.number("PERSON", {"galip yalman"}) == first


def test_the_file_holds_no_original_in_clear(tmp_path):
    path = tmp_path / "r.sqlite"
    registry = EntityRegistry(path, SECRET, reversible=True)
    originals = ["Mr Galip Yalman", "Yalman", "Turkcell Iletisim"]
    registry.number("PERSON", {"mr galip yalman", "yalman"}, originals[:2])
    registry.choose("clusant_substituter", "ORG", {"turkcell iletisim"}, "Vodafone Izmir")
    registry.close()
    stored = b"".join(p.read_bytes() for p in tmp_path.iterdir()).lower()  # the database and its WAL
    for text in [*originals, "galip", "vodafone", "izmir"]:
        assert text.lower().encode() not in stored, text
    assert EntityRegistry(path, SECRET).reveal("PERSON.1") == ["Mr Galip Yalman", "Yalman"]


def test_a_wrong_secret_or_a_missing_reversible_mode_is_a_clear_error(tmp_path):
    EntityRegistry(tmp_path / "r.sqlite", SECRET).number("PERSON", {"yalman"})
    with pytest.raises(RegistryError, match="secret does not match"):
        EntityRegistry(tmp_path / "r.sqlite", b"another secret, also 32 bytes..")
    with pytest.raises(RegistryError, match="not created reversible"):
        EntityRegistry(tmp_path / "r.sqlite", SECRET).reveal("PERSON.1")
    with pytest.raises(RegistryError, match="at least 16"):
        EntityRegistry(tmp_path / "s.sqlite", b"short")
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all" * 100)
    with pytest.raises(RegistryError, match="not a spacy-sanitize registry"):
        EntityRegistry(tmp_path / "junk.sqlite", SECRET)


def _number_people(path: str, names: list[str], queue: multiprocessing.Queue) -> None:
    registry = EntityRegistry(path, SECRET)
    queue.put([(name, registry.number("PERSON", {name})) for name in names])


def test_processes_at_once_never_give_one_number_to_two_entities(tmp_path):
    path = str(tmp_path / "r.sqlite")
    EntityRegistry(path, SECRET)
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    names = [f"person {i}" for i in range(40)]
    workers = [context.Process(target=_number_people, args=(path, names[i::2] + names[:5], queue)) for i in range(2)]
    for worker in workers:
        worker.start()
    results = [pair for _ in workers for pair in queue.get(timeout=60)]
    for worker in workers:
        worker.join()
    number_of = {}
    for name, number in results:
        assert number_of.setdefault(name, number) == number  # a shared person: one number
    assert sorted(number_of.values()) == list(range(1, 41))  # distinct people: distinct numbers, none skipped


def test_choices_are_kept_and_refused_where_unsafe(tmp_path):
    registry = EntityRegistry(tmp_path / "r.sqlite", SECRET)
    nlp = spacy.blank("en")
    doc = nlp("Izmir and Ankara")
    izmir, ankara = doc[0:1], doc[2:3]
    with registry_scope(registry):
        assert registry_choice("m", [izmir], "a port city") == "a port city"
        assert registry_choice("m", [izmir], "a coastal city") == "a port city"  # the first choice stands
        assert registry_choice("other", [izmir], "a town") == "a town"  # per method
        # a surrogate that shows one of this document's chosen spans is refused here
        registry_choice("m", [ankara], "Izmir Bay")
        assert registry_choice("m", [ankara], "a capital", accept=check_surrogate([izmir, ankara])) == "a capital"
    assert registry_choice("m", [izmir], "outside any scope") == "outside any scope"


def test_stateless_numbers_depend_on_the_secret_and_the_surname_only():
    one, other = StatelessRegistry(SECRET), StatelessRegistry(b"another secret, also 32 bytes..")
    nlp = spacy.blank("en")
    doc = nlp("Mr Galip Yalman and Yalman and Ms Kaya")
    full, short, kaya = doc[0:3], doc[4:5], doc[6:8]
    for span in (full, short, kaya):
        span.label_ = "PERSON"
    assert one.number("PERSON", mention_keys([full])) == one.number("PERSON", mention_keys([short]))
    assert one.number("PERSON", mention_keys([full])) != one.number("PERSON", mention_keys([kaya]))
    assert one.number("PERSON", mention_keys([full])) != other.number("PERSON", mention_keys([full]))


# -- end to end --------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def default_nlp():
    from spacy_sanitize.pipelines import load_pipeline

    return load_pipeline()


def sanitized(nlp, opener, n_process: int = 1) -> dict[str, str]:
    return {r["id"]: r["text"] for r in sanitize_records(nlp, DOCS, n_process=n_process, registry=opener)}


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["file", "stateless", "file_2_processes"])
def test_the_same_person_gets_the_same_pseudonym_in_every_document(default_nlp, tmp_path, monkeypatch, mode):
    monkeypatch.setenv("SPACY_SANITIZE_REGISTRY_SECRET", SECRET.decode())
    if mode == "stateless":
        opener = registry_opener(None, stateless=True)
    else:
        opener = registry_opener(tmp_path / "r.sqlite", reversible=True)
    out = sanitized(default_nlp, opener, n_process=2 if mode == "file_2_processes" else 1)
    for text in out.values():
        assert "Yalman" not in text and "Kaya" not in text
    yalman = set(names_in(out["a"]))
    assert len(yalman) == 1  # "Mr Galip Yalman" and "Mr Yalman": one person in document a
    assert yalman <= set(names_in(out["b"])) and yalman <= set(names_in(out["c"]))
    kaya = set(names_in(out["b"])) - yalman
    assert len(kaya) == 1 and kaya <= set(names_in(out["c"]))
    if mode != "stateless":
        originals = EntityRegistry(tmp_path / "r.sqlite", SECRET).reveal(next(iter(yalman)))
        assert {"Galip Yalman", "Yalman"} <= set(originals)  # the titles are ranks (DEM), not the name


@pytest.mark.slow
def test_without_a_registry_each_document_numbers_alone(default_nlp):
    out = sanitized(default_nlp, None)
    assert names_in(out["b"])[0] == "PERSON.1" and names_in(out["a"])[0] == "PERSON.1"  # different people
    assert names_in(out["b"])[1] == "PERSON.2"  # Yalman, PERSON.1 in document a


@pytest.mark.slow
def test_cli_registry_and_reveal(tmp_path, monkeypatch):
    source = tmp_path / "docs.jsonl"
    source.write_text("".join(json.dumps({"id": r.doc_id, "text": r.text}) + "\n" for r in DOCS))
    runner = CliRunner()
    monkeypatch.delenv("SPACY_SANITIZE_REGISTRY_SECRET", raising=False)
    missing = runner.invoke(app, ["sanitize", str(source), "-o", str(tmp_path / "out.jsonl"), "--registry",
                                  str(tmp_path / "r.sqlite"), "--no-progress"])
    assert missing.exit_code == 1 and "SPACY_SANITIZE_REGISTRY_SECRET" in missing.output
    monkeypatch.setenv("SPACY_SANITIZE_REGISTRY_SECRET", SECRET.decode())
    for run in (1, 2):  # a second run over the same documents: the same pseudonyms
        result = runner.invoke(app, ["sanitize", str(source), "-o", str(tmp_path / f"out{run}.jsonl"), "--registry",
                                     str(tmp_path / "r.sqlite"), "--reversible", "--no-progress", "--n-process", "1"])
        assert result.exit_code == 0, result.output
    first, second = ((tmp_path / f"out{run}.jsonl").read_text() for run in (1, 2))
    assert first == second
    pseudonym = names_in(json.loads(first.splitlines()[0])["text"])[0]
    revealed = runner.invoke(app, ["reveal", str(tmp_path / "r.sqlite"), pseudonym])
    assert revealed.exit_code == 0 and "Galip Yalman" in revealed.output


def test_intact_takes_an_earlier_generalisation_only_where_it_is_as_general_or_more(tmp_path):
    from spacy_sanitize.components.intact_generalizer import settle_with_registry
    from spacy_sanitize.intact.selection import EntityDecision

    candidates = ["a port city in Turkey", "a Turkish city", "a city"]
    span = spacy.blank("en")("Izmir")[0:1]
    span.label_ = "LOC"

    def decided(rank: int) -> EntityDecision:
        decision = EntityDecision("izmir", "LOC", "Izmir", ["Izmir"], "LOC.1", candidates=list(candidates))
        decision.selected, decision.selected_rank, decision.reason = candidates[rank - 1], rank, "attacks"
        with registry_scope(registry):
            settle_with_registry(decision, [span])
        return decision

    registry = EntityRegistry(tmp_path / "r.sqlite", SECRET)
    assert decided(2).selected == "a Turkish city"  # the first document's choice is kept
    assert decided(1).selected == "a Turkish city"  # more general than this document needs: taken
    assert decided(3).selected == "a city"  # this document's attacks guessed "a Turkish city": its own stands
