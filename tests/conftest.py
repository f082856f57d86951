"""What the tests share: a scripted chat backend, the config-block helper, tiny pipelines and markers.

The scripted LLM stands in only where a test is about the algorithm around
the LLM; each backend class is exercised for real in ``test_llm_backends.py``.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import spacy

from spacy_sanitize.components.blocks import nest_settings
from spacy_sanitize.doc_model import PII_SPAN_KEY
from spacy_sanitize.llm.base import ChatLLM, Completion, GenerationSettings, Message


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: loads a real spaCy model or runs the CLI end to end")
    config.addinivalue_line("markers", "spark: needs pyspark and a Java runtime")
    config.addinivalue_line("markers", "gpu: needs a CUDA device (skipped on the CPU)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """GPU tests skip, with the reason, where torch sees no CUDA device."""
    if not any(item.get_closest_marker("gpu") for item in items):
        return
    try:
        import torch

        has_gpu = torch.cuda.is_available()
    except ImportError:
        has_gpu = False
    if not has_gpu:
        skip = pytest.mark.skip(reason="needs a CUDA device; none here")
        for item in items:
            if item.get_closest_marker("gpu"):
                item.add_marker(skip)


@dataclass
class ScriptedChat(ChatLLM):
    """A chat backend whose answer is ``respond(last user message, messages, settings)``.

    Every call is logged (``log``: the last message's content and the settings'
    seed), so a test can check what the algorithm asked, in which order.
    """

    model_id: str = "scripted"
    respond: Callable[[str, list[Message], GenerationSettings], str] = lambda prompt, messages, settings: ""
    log: list[tuple[str, int | None]] = field(default_factory=list)

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        prompt = messages[-1]["content"]
        self.log.append((prompt, settings.seed))
        return Completion(self.respond(prompt, messages, settings), prompt_tokens=len(prompt.split()),
                          generated_tokens=10)

    def prompts(self, pattern: str = "") -> list[str]:
        """The prompts asked so far that match ``pattern`` (a regular expression)."""
        return [prompt for prompt, _ in self.log if re.search(pattern, prompt)]


class ConcurrentScriptedChat(ScriptedChat):
    """A :class:`ScriptedChat` that a server stands behind: calls from several threads are answered at
    once, each after a delay drawn from its prompt (so answers come back out of order), and the most
    calls seen in progress at once is kept (``max_seen``)."""

    answers_concurrently = True

    def __init__(self, *args: Any, max_delay: float = 0.02, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.max_delay = max_delay
        self.max_seen = 0
        self._now = 0
        self._counting = threading.Lock()

    def _complete(self, messages: list[Message], settings: GenerationSettings) -> Completion:
        with self._counting:
            self._now += 1
            self.max_seen = max(self.max_seen, self._now)
        try:
            digest = hashlib.sha256(messages[-1]["content"].encode()).digest()
            time.sleep(self.max_delay * digest[0] / 255)
            with self._counting:  # the log is a list shared by the threads
                return super()._complete(messages, settings)
        finally:
            with self._counting:
                self._now -= 1


def component_config(factory: str, settings: Mapping[str, Any] | None = None, **flat: Any) -> dict[str, Any]:
    """A factory's ``config=`` from flat settings (see :func:`spacy_sanitize.components.blocks.nest_settings`).

    ``component_config("mtc_infiller", method="nad", sampling=True)`` gives
    ``{"method": "nad", "decoding": {"sampling": True}}``.
    """
    return nest_settings(factory, {**(settings or {}), **flat})


def wordpiece_vocab(texts: list[str]) -> list[str]:
    """A BERT vocabulary of the words in ``texts``, letters and digits (and their ``##`` pieces)."""
    words = sorted({w for t in texts for w in re.findall(r"\w+|[^\w\s]", t.lower())})
    letters = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [str(d) for d in range(10)]
    pieces = letters + ["##" + c for c in letters]
    return ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + list(dict.fromkeys(words + pieces))


def build_tiny_mlm(folder: Path, texts: list[str], *, positions: int = 64, rig: Mapping[str, float] | None = None) -> str:
    """A seeded 2-layer BertForMaskedLM (hidden size 32) over ``texts``' words, saved with its tokenizer.

    ``rig``: output biases of chosen words, so that a test knows what the model predicts.
    """
    import torch
    from transformers import BertConfig, BertForMaskedLM, BertTokenizerFast

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vocab.txt").write_text("\n".join(wordpiece_vocab(texts)) + "\n", encoding="utf-8")
    tokenizer = BertTokenizerFast(vocab_file=str(folder / "vocab.txt"), do_lower_case=True,
                                  model_max_length=positions)
    torch.manual_seed(0)
    config = BertConfig(vocab_size=len(tokenizer), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, max_position_embeddings=positions)
    model = BertForMaskedLM(config)
    with torch.no_grad():
        for word, value in (rig or {}).items():
            model.cls.predictions.bias[tokenizer.convert_tokens_to_ids(word)] = value
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return str(folder)


@pytest.fixture
def empty_model_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No chat model anywhere: what a new user has before `spacy-sanitize models fetch chat`."""
    monkeypatch.setenv("SPACY_SANITIZE_MODELS", str(tmp_path / "models"))
    for name in ("SPACY_SANITIZE_LLM_GGUF", "SPACY_SANITIZE_LLM_GGUF_SMALL"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


@pytest.fixture
def blank_nlp() -> spacy.language.Language:
    return spacy.blank("en")


def doc_with_spans(nlp: spacy.language.Language, text: str, spans: list[tuple[str, str]],
                   doc_id: str = "doc-1") -> spacy.tokens.Doc:
    """A Doc of ``text`` whose ``doc.spans["pii"]`` holds each (surface, label), found left to right."""
    doc = nlp.make_doc(text)
    doc._.doc_id = doc_id
    made, cursor = [], 0
    for surface, label in spans:
        start = text.index(surface, cursor)
        cursor = start + len(surface)
        made.append(doc.char_span(start, cursor, label=label, alignment_mode="expand"))
    doc.spans[PII_SPAN_KEY] = made
    return doc


def found_by(source: Any, lang: str, text: str) -> list[str]:
    """The surfaces one detection source finds in ``text``, the source set to ``lang`` where it takes one."""
    if hasattr(source, "set_language"):
        source.set_language(lang)
    return [text[c.start:c.end] for c in source(spacy.blank(lang)(text))]


def token_span(doc: spacy.tokens.Doc, surface: str, label: str, source: str = "model") -> tuple[int, int, str, str]:
    """A candidate (token start, token end, label, source) over the first ``surface`` in ``doc``."""
    at = doc.text.index(surface)
    span = doc.char_span(at, at + len(surface))
    assert span is not None, f"{surface!r} does not fall on token boundaries"
    return (span.start, span.end, label, source)


@pytest.fixture(scope="session")
def nlp_with_detector() -> spacy.language.Language:
    """An English pipeline with the default pii_detector, built once for the tests that read what the whole
    detector makes of a text (its model loads in seconds)."""
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector")
    return nlp


@pytest.fixture(scope="module")
def rules_pipeline() -> Any:
    """pii_detector with its validated pattern rules alone (no statistical model) and pii_replacer:
    fast, and its spans are known in advance (codes, dates, phones)."""
    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"ner": None, "model": None,
                                                     "rules": {"@misc": "spacy_sanitize.RegexRules.v1"}}})
    nlp.add_pipe("pii_replacer")
    nlp.initialize()
    return nlp
