"""Phrase vocabularies for MTC and SS-MTC, with the sentences that teach them (MTC paper, sections 2 and 3.2).

    python -m spacy_sanitize.mtc.phrases --kind mtc --output training/mtc/phrases_mtc.json \\
        --background assets/tab/background_all_public10.json --exclude-doc-ids assets/tab/tab_test.json
    python -m spacy_sanitize.mtc.phrases --kind ss_mtc --max-docs 600 ...

* ``--kind mtc``: Kalinsky et al.'s vocabulary, frequent **noun phrases** of a
  public corpus: spaCy noun chunks (``en_core_web_sm``), pronoun chunks and
  chunks without a letter left out.
* ``--kind ss_mtc``: the paper's vocabulary, the **spans ``pii_detector`` finds**
  in that corpus (with their most frequent entity type). The detector costs
  CPU time, so ``--max-docs`` caps the documents read (a seeded sample).

For each phrase seen at least ``--min-freq`` times (case-insensitively; the
most frequent spelling is kept, which gives uncased models back their case),
up to ``--sentences`` sentences that contain it are kept as training examples,
drawn uniformly by reservoir sampling: the sentence text (cut to
``--context-chars`` characters on each side of the phrase) and the phrase's
offsets in it. The ``--max-phrases`` most frequent phrases are kept. The paper
uses Wikipedia, a threshold of 500 and 50 sentences per phrase; the public
corpus at hand (the first 10% of the TAB judgments) is about 1/1000 of that, so
the defaults are scaled down.

Never test text: ``tab_test.json`` and ``background_test_public.json`` are
refused, and ``--exclude-doc-ids`` drops the background documents of the test
cases (otherwise the vocabulary would hold the test documents' own names, and a
"surrogate" could be the original).

Output: one JSON file ``{"kind", "settings", "sources", "n_docs", "phrases":
[{"text", "count", "label", "examples": [[sentence, start, end], ...]}]}``.
spaCy and the detector are imported inside functions.
"""

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..mlm.train_mlm import check_training_file, read_ids, read_texts

KINDS = ("mtc", "ss_mtc")


@dataclass
class Occurrence:
    """A phrase in a document: its offsets, and the sentence around it."""

    doc: int
    start: int
    end: int
    sent_start: int
    sent_end: int
    label: str | None = None


def clean_phrase(text: str) -> str:
    return " ".join(text.replace("\ufeff", " ").split())


def trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Move ``[start, end)`` inwards past characters that are neither letters nor digits ("### II." -> "II")."""
    while start < end and not text[start].isalnum():
        start += 1
    while end > start and not text[end - 1].isalnum():
        end -= 1
    return start, end


def sentence_case(phrase: str) -> str:
    """Lower-case the first letter when the first word is a capitalised stop word ("The Government")."""
    from spacy.lang.en.stop_words import STOP_WORDS

    first = phrase.split(" ", 1)[0]
    capitalised = first[:1].isupper() and (first[1:].islower() or (len(first) == 1 and first != "I"))
    if capitalised and first.lower() in STOP_WORDS:
        return phrase[:1].lower() + phrase[1:]
    return phrase


def is_heading(phrase: str) -> bool:
    """Several words in capitals: a section title ("RELEVANT DOMESTIC LAW"), not a phrase of running text."""
    words = [w for w in phrase.split() if any(c.isalpha() for c in w)]
    return len(words) > 1 and all(w.isupper() for w in words)


def noun_chunk_occurrences(texts: Sequence[str], model: str = "en_core_web_sm", batch_size: int = 8) -> Iterator[Occurrence]:
    """spaCy noun chunks (not pronouns, with a letter) of each text."""
    from ..intact.matching import load_analysis_pipeline

    nlp = load_analysis_pipeline(model)
    disable = [name for name in ("ner", "lemmatizer") if name in nlp.pipe_names]
    with nlp.select_pipes(disable=disable):
        for index, doc in enumerate(nlp.pipe(texts, batch_size=batch_size)):
            for chunk in doc.noun_chunks:
                if chunk.root.pos_ == "PRON" or not any(ch.isalpha() for ch in chunk.text):
                    continue
                sent = chunk.sent
                yield Occurrence(index, chunk.start_char, chunk.end_char, sent.start_char, sent.end_char)


def detected_span_occurrences(texts: Sequence[str], batch_size: int = 8) -> Iterator[Occurrence]:
    """The spans ``pii_detector`` (default config) finds in each text, with their entity types."""
    import spacy

    from ..doc_model import PII_SPAN_KEY

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("pii_detector")
    nlp.initialize()
    for index, doc in enumerate(nlp.pipe(texts, batch_size=batch_size)):
        for span in doc.spans[PII_SPAN_KEY]:
            if not any(ch.isalpha() or ch.isdigit() for ch in span.text):
                continue
            sent = span.sent
            yield Occurrence(index, span.start_char, span.end_char, sent.start_char, sent.end_char, span.label_)


@dataclass
class _Entry:
    count: int = 0
    spellings: Counter = field(default_factory=Counter)
    labels: Counter = field(default_factory=Counter)
    examples: list[Occurrence] = field(default_factory=list)


class PhraseCollector:
    """Counts phrases case-insensitively and keeps a uniform sample of their occurrences (reservoir sampling)."""

    def __init__(self, sentences: int, max_words: int, max_chars: int, seed: int = 0) -> None:
        self.sentences = sentences
        self.max_words = max_words
        self.max_chars = max_chars
        self.rng = random.Random(seed)
        self.entries: dict[str, _Entry] = {}

    def add(self, text: str, occurrence: Occurrence) -> None:
        """Count the phrase at ``occurrence`` of the document ``text`` (trimmed of punctuation at its ends)."""
        start, end = trim(text, occurrence.start, occurrence.end)
        phrase = clean_phrase(text[start:end])
        if not phrase or len(phrase) > self.max_chars or len(phrase.split()) > self.max_words or is_heading(phrase):
            return
        occurrence = Occurrence(occurrence.doc, start, end, occurrence.sent_start, occurrence.sent_end, occurrence.label)
        entry = self.entries.setdefault(phrase.casefold(), _Entry())
        entry.count += 1
        entry.spellings[phrase] += 1
        if occurrence.label:
            entry.labels[occurrence.label] += 1
        if len(entry.examples) < self.sentences:
            entry.examples.append(occurrence)
        else:
            slot = self.rng.randrange(entry.count)
            if slot < self.sentences:
                entry.examples[slot] = occurrence

    def frequent(self, min_freq: int, max_phrases: int) -> list[tuple[str, _Entry]]:
        """(spelling, entry) of the phrases seen ``min_freq`` times or more, most frequent first.

        The spelling is the most frequent one, with a capitalised leading stop word
        lower-cased ("This judgment" -> "this judgment"): that capital marks the start
        of a sentence, not the phrase, and a surrogate mostly lands mid-sentence.
        """
        kept = [(sentence_case(e.spellings.most_common(1)[0][0]), e) for e in self.entries.values()
                if e.count >= min_freq]
        kept.sort(key=lambda item: (-item[1].count, item[0]))
        return kept[:max_phrases] if max_phrases > 0 else kept


def context_of(text: str, occ: Occurrence, context_chars: int) -> tuple[str, int, int]:
    """The occurrence's sentence within its line, cut at whitespace to ``context_chars`` on each side of the
    phrase; the phrase's offsets in it. (Lines bound the context because a parser's "sentence" in a list of
    judges or a heading runs over several lines.)"""
    line_start = text.rfind("\n", 0, occ.start) + 1
    line_end = text.find("\n", occ.end)
    line_end = len(text) if line_end < 0 else line_end
    left = max(occ.sent_start, line_start, occ.start - context_chars)
    right = min(occ.sent_end, line_end, occ.end + context_chars)
    if left > occ.sent_start:
        space = text.find(" ", left, occ.start)
        left = space + 1 if space >= 0 else left
    if right < occ.sent_end:
        space = text.rfind(" ", occ.end, right)
        right = space if space >= 0 else right
    sentence = text[left:right]
    stripped = len(sentence) - len(sentence.lstrip())
    sentence = sentence.strip()
    return sentence, occ.start - left - stripped, occ.end - left - stripped


def build_phrases(
    kind: str,
    texts: Sequence[str],
    *,
    min_freq: int,
    max_phrases: int,
    sentences: int,
    max_words: int = 6,
    max_chars: int = 60,
    context_chars: int = 300,
    seed: int = 0,
    model: str = "en_core_web_sm",
    occurrences: Iterable[Occurrence] | None = None,
) -> dict[str, Any]:
    """The phrase vocabulary of ``kind`` over ``texts`` (``occurrences`` overrides the span finder, for tests)."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    if occurrences is None:
        occurrences = noun_chunk_occurrences(texts, model) if kind == "mtc" else detected_span_occurrences(texts)
    collector = PhraseCollector(sentences, max_words, max_chars, seed)
    for occ in occurrences:
        collector.add(texts[occ.doc], occ)
    phrases = []
    for spelling, entry in collector.frequent(min_freq, max_phrases):
        examples = [list(context_of(texts[o.doc], o, context_chars)) for o in entry.examples]
        label = entry.labels.most_common(1)[0][0] if entry.labels else None
        phrases.append({"text": spelling, "count": entry.count, "label": label, "examples": examples})
    return {
        "kind": kind,
        "settings": {"min_freq": min_freq, "max_phrases": max_phrases, "sentences": sentences,
                     "max_words": max_words, "max_chars": max_chars, "context_chars": context_chars, "seed": seed},
        "n_docs": len(texts),
        "n_distinct_seen": len(collector.entries),
        "phrases": phrases,
    }


def select_documents(
    background: Sequence[Path], excluded: set[str], max_docs: int, seed: int
) -> tuple[list[str], list[str]]:
    """(doc ids, texts) of the background files without the excluded ids, a seeded sample of ``max_docs`` if given."""
    docs: list[tuple[str, str]] = []
    for path in background:
        check_training_file(path)
        docs.extend((doc_id, text) for doc_id, text in read_texts(path) if doc_id not in excluded)
    docs.sort()
    if 0 < max_docs < len(docs):
        docs = sorted(random.Random(seed).sample(docs, max_docs))
    return [d for d, _ in docs], [t for _, t in docs]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m spacy_sanitize.mtc.phrases", description=__doc__.splitlines()[0])
    parser.add_argument("--kind", choices=KINDS, required=True, help="mtc: noun chunks; ss_mtc: pii_detector spans")
    parser.add_argument("--output", type=Path, required=True, help="JSON file to write")
    parser.add_argument("--background", type=Path, action="append", required=True,
                        help="public documents: JSON {id: text} or a list of {doc_id, text}; repeatable")
    parser.add_argument("--exclude-doc-ids", type=Path, action="append", default=[],
                        help="drop documents whose ids are in this JSON file (only ids are read); repeatable")
    parser.add_argument("--max-docs", type=int, default=0, help="read at most this many documents (0: all)")
    parser.add_argument("--min-freq", type=int, default=10, help="keep phrases seen at least this often")
    parser.add_argument("--max-phrases", type=int, default=3000, help="keep at most this many (most frequent)")
    parser.add_argument("--sentences", type=int, default=20, help="training sentences kept per phrase")
    parser.add_argument("--max-words", type=int, default=6)
    parser.add_argument("--context-chars", type=int, default=300, help="sentence context kept on each side")
    parser.add_argument("--model", default="en_core_web_sm", help="spaCy pipeline for noun chunks (kind mtc)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.min_freq < 1 or args.sentences < 1:
        parser.error("--min-freq and --sentences must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    args = parse_args(argv)
    started = time.time()
    excluded: set[str] = set()
    for path in args.exclude_doc_ids:
        excluded |= read_ids(path)
    doc_ids, texts = select_documents(args.background, excluded, args.max_docs, args.seed)
    if not texts:
        raise SystemExit("no documents left to read (check --background and --exclude-doc-ids)")
    result = build_phrases(
        args.kind, texts, min_freq=args.min_freq, max_phrases=args.max_phrases, sentences=args.sentences,
        max_words=args.max_words, context_chars=args.context_chars, seed=args.seed, model=args.model,
    )
    result["sources"] = [str(p) for p in args.background]
    result["excluded_doc_ids"] = len(excluded)
    result["seconds"] = round(time.time() - started, 1)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(result, ensure_ascii=False) + "\n", encoding="utf-8")
    n_examples = sum(len(p["examples"]) for p in result["phrases"])
    print(f"{args.kind}: {len(result['phrases'])} phrases (of {result['n_distinct_seen']} seen), {n_examples} "
          f"sentences from {len(texts)} documents in {result['seconds']} s -> {args.output}", file=sys.stdout)
    return result


if __name__ == "__main__":
    main()
