"""Build a CluSanT vocabulary X′ (``python -m spacy_sanitize.clusant.build_vocab``).

Two sources:

``similar``
    CluSanT's ``*_similar.json`` files (groups of similar phrases per type),
    one ``--type LABEL=PATH`` each. This is how the shipped default
    (``spacy_sanitize/data/clusant_vocabulary.json.gz``, LOC and ORG) was made::

        python -m spacy_sanitize.clusant.build_vocab similar \\
            --type LOC=../shared/data/clusant/LOC_similar.json \\
            --type ORG=../shared/data/clusant/ORG_similar.json \\
            -o spacy_sanitize/data/clusant_vocabulary.json.gz

``corpus``
    Your documents (text files, JSONL, folders, or a JSON list of
    ``{"text", "doc_id"}`` records): ``pii_detector`` finds the spans, those of
    ``--types`` become X′, and with ``--augment N`` an LLM adds N similar
    phrases per distinct span with the paper's App. E prompt (one LLM call
    per distinct span: hours on a CPU for a large corpus).

    Privacy note: an X′ made of your corpus's own spans lets a document's
    span be replaced by *another document's* sensitive phrase (out of
    context, but published). ``--drop-corpus-spans`` keeps only the LLM's
    phrases (spans still map to their nearest entry at sanitization time).
"""

import argparse
import json
import logging
import re
import sys
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..normalise import normalise_mention
from .vocabulary import Vocabulary, load_vocabulary, phrases_from_similar_groups, save_vocabulary

logger = logging.getLogger(__name__)

DEFAULT_TYPES = ("LOC", "ORG")
#: Types never taken from a corpus unless named explicitly: replacing a
#: person's name with another *real* person's name from the corpus would
#: publish that name.
NEVER_BY_DEFAULT = ("PERSON",)


def build_from_similar(type_paths: Sequence[tuple[str, Path]]) -> Vocabulary:
    """A vocabulary from CluSanT's ``*_similar.json`` files, one per type."""
    phrases: dict[str, list[str]] = {}
    for label, path in type_paths:
        groups = json.loads(Path(path).read_text(encoding="utf8"))
        phrases[label] = phrases_from_similar_groups(groups)
    sources = ", ".join(f"{label}: {Path(path).name}" for label, path in type_paths)
    return Vocabulary.from_phrases(phrases, source=f"CluSanT similar-phrase groups ({sources}; MIT)")


def iter_corpus(paths: Sequence[Path]) -> Iterator[tuple[str, str]]:
    """``(doc_id, text)`` of text, JSON and JSONL files and folders; unreadable records are logged and skipped."""
    from ..records import read_records

    for record in read_records(paths):
        if record.error is not None:
            logger.warning("skipping %s: %s", record.doc_id, record.error)
            continue
        yield record.doc_id, record.text or ""


def _context(text: str, start: int, end: int, width: int = 200) -> str:
    """The sentence-ish window around ``text[start:end]`` shown to the LLM."""
    left = max(0, start - width)
    right = min(len(text), end + width)
    window_start = max((m.end() for m in re.finditer(r"[.!?]\s+", text[left:start])), default=0) + left
    match = re.search(r"[.!?](\s|$)", text[end:right])
    window_end = end + match.end() if match else right
    return " ".join(text[window_start:window_end].split())


def collect_spans(nlp: Any, documents: Sequence[tuple[str, str]], types: Sequence[str],
                  span_key: str = "pii") -> "OrderedDict[str, OrderedDict[str, dict[str, str]]]":
    """Distinct detected span texts per type (first mention's context kept), in corpus order."""
    found: OrderedDict[str, OrderedDict[str, dict[str, str]]] = OrderedDict((t, OrderedDict()) for t in types)
    texts = [text for _, text in documents]
    for doc in nlp.pipe(texts, batch_size=8):
        for span in doc.spans.get(span_key, []):
            if span.label_ not in found:
                continue
            key = normalise_mention(span.text)
            if key and key not in found[span.label_]:
                found[span.label_][key] = {"text": " ".join(span.text.split()),
                                           "context": _context(doc.text, span.start_char, span.end_char)}
    return found


def build_from_corpus(
    nlp: Any,
    documents: Sequence[tuple[str, str]],
    types: Sequence[str],
    *,
    llm: Any = None,
    augment_n: int = 0,
    drop_corpus_spans: bool = False,
    max_augmented_spans: int | None = None,
    merge: Vocabulary | None = None,
) -> Vocabulary:
    """X′ from the spans ``nlp`` (a pipeline with ``pii_detector``) finds, optionally LLM-augmented."""
    if drop_corpus_spans and not (llm is not None and augment_n > 0):
        raise ValueError("--drop-corpus-spans needs --augment N: without the LLM's phrases nothing would be left")
    spans = collect_spans(nlp, documents, types)
    phrases: dict[str, list[str]] = {}
    for label in types:
        found = list(spans[label].values())
        items: list[str] = [] if drop_corpus_spans else [s["text"] for s in found]
        if llm is not None and augment_n > 0:
            from .augment import augment

            targets = found if max_augmented_spans is None else found[:max_augmented_spans]
            logger.info("%s: asking the LLM for %d phrases similar to each of %d spans", label, augment_n, len(targets))
            for similar in augment(llm, targets, n=augment_n).values():
                items.extend(similar)
        if merge is not None and label in merge:
            items.extend(merge[label].phrases)
        if drop_corpus_spans:
            originals = set(spans[label])
            items = [p for p in items if normalise_mention(p) not in originals]
        if items:
            phrases[label] = items
        else:
            logger.warning("no phrases of type %s found; it is left out of the vocabulary", label)
    if not phrases:
        raise ValueError(f"no spans of types {', '.join(types)} were found in the corpus; nothing to write")
    source = f"corpus of {len(documents)} documents (pii_detector spans" + (
        f", {augment_n} LLM phrases per span" if llm is not None and augment_n > 0 else "") + (
        ", corpus spans dropped" if drop_corpus_spans else "") + (
        f", merged with {merge.source}" if merge is not None else "") + ")"
    return Vocabulary.from_phrases(phrases, source=source)


def _load_llm(config_path: Path | None) -> Any:
    """The LLM of ``[llm]`` in a config file, else the local llama.cpp default."""
    if config_path is None:
        from ..llm.llama_cpp import make_llama_cpp_chat

        return make_llama_cpp_chat(temperature=0.7, max_new_tokens=1024)
    from spacy.util import load_config, registry

    config = load_config(config_path)
    if "llm" not in config:
        raise ValueError(f"{config_path} has no [llm] block, e.g. [llm] @misc = \"spacy_sanitize.OpenAIChat.v1\" ...")
    return registry.resolve({"llm": config["llm"]})["llm"]


def _load_detector(model: str | None) -> Any:
    import spacy

    if model:
        return spacy.load(model)
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    nlp.initialize()
    return nlp


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m spacy_sanitize.clusant.build_vocab",
                                     description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="source", required=True)
    similar = sub.add_parser("similar", help="from CluSanT's *_similar.json files")
    similar.add_argument("--type", dest="types", action="append", required=True, metavar="LABEL=PATH",
                         help="an entity type and its *_similar.json file (repeat per type)")
    similar.add_argument("-o", "--output", type=Path, required=True)
    corpus = sub.add_parser("corpus", help="from the spans pii_detector finds in your documents")
    corpus.add_argument("inputs", nargs="+", type=Path, help="text files, JSONL, folders, or JSON lists of records")
    corpus.add_argument("-o", "--output", type=Path, required=True)
    corpus.add_argument("--types", nargs="+", default=list(DEFAULT_TYPES),
                        help="entity types to collect (default LOC ORG; PERSON only when named, see the privacy note)")
    corpus.add_argument("--model", default=None, help="a saved pipeline with pii_detector (default: the shipped one)")
    corpus.add_argument("--augment", type=int, default=0, metavar="N",
                        help="ask the LLM for N similar phrases per distinct span (the paper: 100)")
    corpus.add_argument("--augment-max-spans", type=int, default=None, help="augment only the first M distinct spans per type")
    corpus.add_argument("--llm-config", type=Path, default=None,
                        help="a config file with an [llm] block (default: the local llama.cpp model)")
    corpus.add_argument("--drop-corpus-spans", action="store_true",
                        help="keep only the LLM's phrases, not the corpus's own spans (needs --augment)")
    corpus.add_argument("--merge-default", action="store_true", help="add the shipped LOC/ORG vocabulary's phrases")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> Vocabulary:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    args = parse_args(argv)
    if args.source == "similar":
        pairs = []
        for item in args.types:
            label, sep, path = item.partition("=")
            if not sep or not label or not path:
                sys.exit(f"--type {item!r}: expected LABEL=PATH, e.g. --type LOC=LOC_similar.json")
            if label in NEVER_BY_DEFAULT:
                sys.exit("the shipped-style vocabulary never holds person names; build PERSON from a corpus you own")
            pairs.append((label, Path(path)))
        vocabulary = build_from_similar(pairs)
    else:
        documents = list(iter_corpus(args.inputs))
        if not documents:
            sys.exit("no readable documents in the inputs")
        llm = _load_llm(args.llm_config) if args.augment > 0 else None
        vocabulary = build_from_corpus(
            _load_detector(args.model), documents, args.types, llm=llm, augment_n=args.augment,
            drop_corpus_spans=args.drop_corpus_spans, max_augmented_spans=args.augment_max_spans,
            merge=load_vocabulary() if args.merge_default else None,
        )
    path = save_vocabulary(vocabulary, args.output)
    counts = ", ".join(f"{label}: {len(v)}" for label, v in vocabulary.types.items())
    print(f"wrote {path} ({counts} phrases)")
    return vocabulary


if __name__ == "__main__":
    main()
