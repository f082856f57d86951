"""A document longer than a window, sanitized window by window: bounded memory, cost linear in size.

A spaCy Doc holds every token of its text at once, and a few of the detector's steps grow faster
than the text, so one 100 MB text cannot be one Doc. Here it is cut into windows (at a paragraph
break if there is one near the window's end, else a line break, a sentence end, a space, and a hard
cut only in a text without any), and each window is sanitized as a Doc of its own. What makes
the windows one document again:

* **numbers**: one :class:`~spacy_sanitize.numbering.EntityNumbers` for all windows, so that the
  person who is ``PERSON.3`` in the first window is ``PERSON.3`` in the last, and entity ids are
  the document's (``e1``, ``e2`` ... over all windows);
* **propagation across windows** (second pass): a name, place, organisation or code chosen in any
  window is replaced wherever it occurs in the other windows' unedited text, with the replacement
  its own window gave it, as the detector does within one Doc;
* **fail closed across windows**: no replacement in any window may show a reader the text of a span
  chosen in any other (:mod:`spacy_sanitize.reader_view`); the offending part gets the entity's
  numbered label.

Pass one keeps each window's result on disk, pass two streams them into one JSON line, so memory
holds one window's Doc and result plus the document's text and one entry per distinct entity.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import unicodedata
import weakref
from bisect import bisect_right
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from .doc_model import NO_MASK, Edit, derive_sanitized
from .fail_closed import forbidden_keys
from .normalise import normalise_mention
from .numbering import EntityNumbers, current_numbering, numbering_scope
from .reader_view import OriginalsMatcher

#: Longest document sanitized as one Doc (characters); longer ones go in windows of about this size. Smaller
#: windows are faster per character (a 1 MB document: 11.6 s in 50,000-character windows, 13.6 s in
#: 200,000-character ones; the same text as 183 documents: 9.9 s) and hold less memory; every judgment
#: of TAB (at most 12,760 characters) stays whole.
DEFAULT_WINDOW_CHARS = 50_000
#: Labels whose texts are replaced wherever they occur in the document (the detector's propagate_labels).
PROPAGATED_LABELS = frozenset({"PERSON", "ORG", "LOC", "CODE"})
WINDOW_METHOD = "fail_closed"
_WORD = re.compile(r"\w+")
_SENTENCE_END = re.compile(r"[.!?][\"'\u2019\u201d)\]]*\s")


def window_bounds(text: str, size: int) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of consecutive windows covering ``text``, each at most ``size`` characters."""
    if size < 2:
        raise ValueError(f"window size must be at least 2 characters, not {size}")
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            end = _cut_point(text, start, end)
        yield start, end
        start = end


def _cut_point(text: str, start: int, end: int) -> int:
    """Where to end a window that would end at ``end``: the last paragraph break, line break,
    sentence end or space in its second half; a hard cut (never inside a character and its
    combining marks, nor between CR and LF) only where there is none."""
    floor = start + (end - start) // 2
    for separator in ("\n\n", "\n"):
        found = text.rfind(separator, floor, end)
        if found >= 0:
            return found + len(separator)
    sentence_ends = [match.end() for match in _SENTENCE_END.finditer(text, floor, end)]
    if sentence_ends:
        return sentence_ends[-1]
    for position in range(end - 1, floor - 1, -1):
        if text[position].isspace():
            return position + 1
    while end > floor and (unicodedata.category(text[end])[0] == "M" or text[end - 1:end + 1] == "\r\n"):
        end -= 1
    return end


@dataclass
class _Chosen:
    """What the document knows about one text chosen for sanitization in some window."""

    label: str
    replacement: str
    entity_id: str | None


@dataclass
class _DocumentState:
    """Everything the second pass needs from the first: per distinct chosen text, bounded by entities."""

    propagated: dict[str, _Chosen] = field(default_factory=dict)  # exact text -> chosen
    forbidden: dict[str, _Chosen] = field(default_factory=dict)  # reader-view key -> chosen
    entity_ids: EntityNumbers = field(default_factory=EntityNumbers)

    def learn(self, window_text: str, result: dict[str, Any]) -> None:
        """Give the window's spans the document's entity ids and remember their texts."""
        groups: dict[str, set[str]] = {}
        for span in result["spans"]:
            if span["entity_id"] is not None:
                groups.setdefault(span["entity_id"], set()).add(
                    f"{span['label']}|{normalise_mention(window_text[span['start']:span['end']])}")
        document_ids = {local: f"e{self.entity_ids.number('entity', keys)}" for local, keys in groups.items()}
        for item in (*result["spans"], *result["edits"]):
            if item.get("entity_id") is not None:
                item["entity_id"] = document_ids.get(item["entity_id"], item["entity_id"])
        masked = [span for span in result["spans"] if span["identifier_type"] != NO_MASK]
        chosen = [_Chosen(span["label"], span["replacement"] if span["replacement"] is not None else span["label"],
                          span["entity_id"]) for span in masked]
        originals = [window_text[span["start"]:span["end"]] for span in masked]
        for original, span, entry in zip(originals, masked, chosen, strict=True):
            if span["label"] in PROPAGATED_LABELS and len(original) >= 2 and any(
                    c.isupper() or c.isdigit() for c in original):
                self.propagated.setdefault(original, entry)
        keys = forbidden_keys([(original, span["label"]) for original, span in zip(originals, masked, strict=True)])
        for key, index in keys.items():
            self.forbidden.setdefault(key, chosen[index])


class _ExactIndex:
    """Whole-word occurrences of many exact texts, found through their first word: linear in the
    text whatever the number of texts (an alternation of thousands of texts is not)."""

    def __init__(self, texts: Mapping[str, _Chosen]) -> None:
        # first word -> (its offset in the text, the text's length, the texts of that shape), longest first:
        # thousands of names sharing a first word ("Mr ...") are one set lookup per length, not a scan
        shapes: dict[str, dict[tuple[int, int], set[str]]] = {}
        for text in texts:
            first = _WORD.search(text)
            if first is not None:
                shapes.setdefault(first.group(), {}).setdefault((first.start(), len(text)), set()).add(text)
        self.by_word = {word: sorted(((offset, length, found) for (offset, length), found in by_shape.items()),
                                     key=lambda shape: (-shape[1], shape[0]))
                        for word, by_shape in shapes.items()}

    def find(self, text: str) -> Iterator[tuple[int, int, str]]:
        """``(start, end, found text)``, longest first at each place, not overlapping."""
        cursor = 0
        for word in _WORD.finditer(text):
            for offset, length, candidates in self.by_word.get(word.group(), ()):
                start = word.start() - offset
                end = start + length
                if start < cursor or start < 0 or text[start:end] not in candidates:
                    continue
                candidate = text[start:end]
                if (start > 0 and candidate[0].isalnum() and text[start - 1].isalnum()) or (
                        end < len(text) and candidate[-1].isalnum() and text[end].isalnum()):
                    continue
                yield start, end, candidate
                cursor = end
                break


class _LeakCheck:
    """Whether a replacement shows a reader any chosen text: a cheap test of the words it holds
    (any substring of a word, so that "JanNowakowski" is suspect too), then the reader-view matcher."""

    def __init__(self, forbidden: Mapping[str, _Chosen]) -> None:
        self.matcher = OriginalsMatcher(forbidden)
        self.verdicts: dict[str, bool] = {}
        # what replaces a chosen text found in a replacement: its entity's own replacement, or its
        # label where that replacement shows a chosen text itself
        self.safe = {key: chosen.label if self.leaks(chosen.replacement) else chosen.replacement
                     for key, chosen in forbidden.items()}

    def redact(self, replacement: str) -> str:
        return self.matcher.replace(replacement, by_key=self.safe)

    def leaks(self, replacement: str) -> bool:
        verdict = self.verdicts.get(replacement)
        if verdict is None:
            verdict = self.matcher.search(replacement)
            if len(self.verdicts) < 100_000:
                self.verdicts[replacement] = verdict
        return verdict


def _fix_window(window_text: str, edits: list[Edit], index: _ExactIndex, leak_check: _LeakCheck,
                state: _DocumentState) -> tuple[list[Edit], list[dict[str, Any]]]:
    """The window's edits after propagation and the leak check across windows, and the spans added."""
    starts = [edit.start for edit in edits]
    added: list[Edit] = []
    spans: list[dict[str, Any]] = []
    for start, end, found in index.find(window_text):
        chosen = state.propagated[found]
        overlapping = _overlapping(edits, starts, start, end)
        if len(overlapping) == 1 and overlapping[0].start <= start and overlapping[0].end >= end:
            continue  # already replaced
        lo = min([start] + [e.start for e in overlapping])
        hi = max([end] + [e.end for e in overlapping])
        added.append(Edit(lo, hi, window_text[lo:hi], chosen.replacement, WINDOW_METHOD, chosen.label,
                          chosen.entity_id, {"reason": "text of a span chosen in another part of the document"}))
        spans.append({"start": start, "end": end, "label": chosen.label, "identifier_type": None,
                      "entity_id": chosen.entity_id, "replacement": chosen.replacement, "source": "window_propagation"})
    merged = _merge(edits, added)
    return [_redacted(edit, leak_check) for edit in merged], spans


def _overlapping(edits: list[Edit], starts: list[int], start: int, end: int) -> list[Edit]:
    i = max(0, bisect_right(starts, start) - 1)
    found = []
    while i < len(edits) and edits[i].start < end:
        if edits[i].end > start:
            found.append(edits[i])
        i += 1
    return found


def _merge(edits: list[Edit], added: list[Edit]) -> list[Edit]:
    """``edits`` with ``added`` in force: an added edit supersedes the edits it covers, and added
    edits that overlap each other become one (both replacements, in order)."""
    if not added:
        return edits
    unions: list[Edit] = []
    for edit in sorted(added, key=lambda e: e.start):
        if unions and unions[-1].end > edit.start:
            last = unions[-1]
            end = max(last.end, edit.end)
            original = last.original + edit.original[last.end - edit.start:] if edit.end > last.end else last.original
            unions[-1] = Edit(last.start, end, original, f"{last.replacement} {edit.replacement}".strip(),
                              last.method, last.label, last.entity_id, last.details)
        else:
            unions.append(edit)
    result: list[Edit] = []
    j = 0
    for edit in edits:
        while j < len(unions) and unions[j].start <= edit.start:
            result.append(unions[j])
            j += 1
        if result and result[-1].end > edit.start:
            continue  # covered by an added edit
        result.append(edit)
    result.extend(unions[j:])
    return result


def _redacted(edit: Edit, leak_check: _LeakCheck) -> Edit:
    if not edit.replacement or not leak_check.leaks(edit.replacement):
        return edit
    return Edit(edit.start, edit.end, edit.original, leak_check.redact(edit.replacement), WINDOW_METHOD,
                edit.label, edit.entity_id,
                {"reason": "replacement repeated the text of a span chosen in another part of the document"})


#: Sanitizes the text of one window as a Doc of ``doc_id``: a result dict with ``text``, ``edits``
#: (in force, in window offsets) and ``spans``.
WindowRunner = Callable[[str], dict[str, Any]]


def sanitize_in_windows(doc_id: str, text: str, run: WindowRunner, window_chars: int = DEFAULT_WINDOW_CHARS,
                        workdir: str | Path | None = None) -> StreamedResult:
    """Sanitize ``text`` window by window with ``run``; the result is streamed from disk."""
    folder = Path(tempfile.mkdtemp(prefix="spacy-sanitize-windows-", dir=workdir))
    try:
        state = _DocumentState()
        bounds = []
        # a collection's numbering (a registry) when one is in force, else one for this document
        numbering = current_numbering() or EntityNumbers()
        with (folder / "windows.jsonl").open("w", encoding="utf-8") as store, numbering_scope(numbering):
            for start, end in window_bounds(text, window_chars):
                result = run(text[start:end])
                state.learn(text[start:end], result)
                store.write(json.dumps({"edits": result["edits"], "spans": result["spans"]}, ensure_ascii=False) + "\n")
                bounds.append((start, end))
        _second_pass(text, bounds, state, folder)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return StreamedResult(doc_id, folder)


def _second_pass(text: str, bounds: list[tuple[int, int]], state: _DocumentState, folder: Path) -> None:
    """Each window's text, edits and spans with the document's propagation and leak check, in
    document offsets, written as JSON fragments to three files (the parts of the output line)."""
    index = _ExactIndex(state.propagated)
    leak_check = _LeakCheck(state.forbidden)
    parts = {name: (folder / f"{name}.part").open("w", encoding="utf-8") for name in ("text", "edits", "spans")}
    first = {"edits": True, "spans": True}
    try:
        with (folder / "windows.jsonl").open(encoding="utf-8") as store:
            for (start, end), line in zip(bounds, store, strict=True):
                stored = json.loads(line)
                window_text = text[start:end]
                edits, added_spans = _fix_window(window_text, [Edit.from_dict(e) for e in stored["edits"]],
                                                 index, leak_check, state)
                sanitized = derive_sanitized(window_text, edits)
                parts["text"].write(json.dumps(sanitized.text, ensure_ascii=False)[1:-1])
                for name, items in (("edits", [e.to_dict() for e in edits]),
                                    ("spans", sorted(stored["spans"] + added_spans, key=lambda s: s["start"]))):
                    for item in items:
                        item["start"] += start
                        item["end"] += start
                        _write_item(parts[name], item, first, name)
    finally:
        for handle in parts.values():
            handle.close()
    (folder / "windows.jsonl").unlink()


def _write_item(handle: IO[str], item: dict[str, Any], first: dict[str, bool], name: str) -> None:
    handle.write(("" if first[name] else ", ") + json.dumps(item, ensure_ascii=False))
    first[name] = False


class StreamedResult(Mapping[str, Any]):
    """The result of a windowed document, kept on disk until written: ``{"id", "text", "edits",
    "spans"}`` like any other result, but :meth:`write_jsonl` copies it to a file in pieces, so that
    a 100 MB document never becomes one string in memory. Reading ``result["text"]`` loads that part."""

    def __init__(self, doc_id: str, folder: Path) -> None:
        self.doc_id = doc_id
        self.folder = folder
        self._cleanup = weakref.finalize(self, shutil.rmtree, str(folder), True)

    def write_jsonl(self, handle: IO[str]) -> None:
        """One JSON line, the same bytes ``json.dumps(self.to_dict(), ensure_ascii=False)`` gives."""
        handle.write('{"id": ' + json.dumps(self.doc_id, ensure_ascii=False) + ', "text": "')
        self._copy("text", handle)
        handle.write('", "edits": [')
        self._copy("edits", handle)
        handle.write('], "spans": [')
        self._copy("spans", handle)
        handle.write("]}\n")

    def _copy(self, part: str, handle: IO[str]) -> None:
        with (self.folder / f"{part}.part").open(encoding="utf-8") as source:
            shutil.copyfileobj(source, handle, 1 << 20)

    def __getitem__(self, key: str) -> Any:
        if key == "id":
            return self.doc_id
        if key not in ("text", "edits", "spans"):
            raise KeyError(key)
        body = (self.folder / f"{key}.part").read_text(encoding="utf-8")
        return json.loads(f'"{body}"' if key == "text" else f"[{body}]")

    def __iter__(self) -> Iterator[str]:
        return iter(("id", "text", "edits", "spans"))

    def __len__(self) -> int:
        return 4

    def to_dict(self) -> dict[str, Any]:
        return {key: self[key] for key in self}

    def close(self) -> None:
        """Delete the parts on disk now (they are deleted when the result is garbage-collected anyway)."""
        self._cleanup()

    def __reduce__(self) -> tuple[Any, ...]:
        # sent from a worker process to the parent: the parent owns the files from then on
        self._cleanup.detach()
        return (StreamedResult, (self.doc_id, self.folder))
