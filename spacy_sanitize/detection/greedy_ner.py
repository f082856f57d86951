"""Greedy decoding of a spaCy NER (``TransitionBasedParser``, BILUO actions) without spaCy's per-action cost.

Why: spaCy 3.8's compiled parser decodes with the GIL released, but every validity check of every
action calls small helpers of its state class (``StateC.B``, ``B_``) that Cython compiles with an
exception check taking the GIL back; for the detector's 34 actions that is millions of lock round
trips, and they were about 70% of the NER's time and a fifth of ``pii_detector``'s (measured with
``perf`` on 1,700 documents of the multi-domain dev set: 2.3 s of NER, 0.1 s of it arithmetic).

The model decoded here is the same, read from the pipeline's own weights; only the loop changes.
A greedy BILUO decoder has a simple structure that makes most of the loop a few matrix products:

* the state's features are the next token, the first token of the open entity and the token before
  the next one; outside an entity the last two are padding, so the scores of every token *outside*
  an entity depend on that token alone and are one matrix product for the whole batch;
* inside an entity of label ``x``, only ``I-x`` and ``L-x`` are valid, so a step inside an entity
  compares two scores.

Validity is spaCy's (``ner.pyx``) for documents without preset entities (the model always reads a
fresh ``Doc``): no entity begins on white space or at the last token, and none runs over a sentence
start. Scores are summed in spaCy's order, so results match spaCy's decoder up to the float rounding
of the output layer's matrix product (checked span for span on the dev sets, see ``docs/detection.md``).
Models this decoder does not cover (beam search, other feature sets, classes marked unseen) run
through spaCy's own ``nlp.pipe``.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy
from spacy.attrs import IDX, IS_SPACE, LENGTH, SENT_START
from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import minibatch
from thinc.api import NumpyOps

#: one entity: start and end character of its text, and its label
CharEntity = tuple[int, int, str]


@dataclass(frozen=True)
class _Actions:
    """The NER's actions by kind: which classes begin or make a whole entity, and each label's I/L."""

    labels: tuple[str, ...]  # the label of each class ("" for O and the blocked unit "U-")
    begin: numpy.ndarray  # bool per class: B-x
    unit: numpy.ndarray  # bool per class: U-x with a label
    out: int  # the class of O
    inside: dict[str, int]  # label → class of I-label
    last: dict[str, int]  # label → class of L-label

    @classmethod
    def of(cls, moves: Any) -> _Actions | None:
        """The actions of a BILUO transition system, or None when its names are not B/I/L/U/O."""
        names = [moves.get_class_name(i) for i in range(moves.n_moves)]
        prefixes = [name.partition("-")[0] for name in names]
        labels = tuple(name.partition("-")[2] for name in names)
        if set(prefixes) - {"B", "I", "L", "U", "O"} or prefixes.count("O") != 1:
            return None
        inside = {labels[i]: i for i, p in enumerate(prefixes) if p == "I"}
        last = {labels[i]: i for i, p in enumerate(prefixes) if p == "L"}
        begin = numpy.array([p == "B" and bool(label) for p, label in zip(prefixes, labels, strict=True)])
        if any(labels[i] not in inside or labels[i] not in last for i in numpy.flatnonzero(begin)):
            return None
        unit = numpy.array([p == "U" and bool(label) for p, label in zip(prefixes, labels, strict=True)])
        return cls(labels, begin, unit, prefixes.index("O"), inside, last)


class GreedyNerDecoder:
    """Decodes one pipeline's ``ner`` (see the module); :meth:`for_pipeline` says whether it can."""

    def __init__(self, ner: Any, actions: _Actions) -> None:
        self.actions = actions
        self.model = ner.model

    @classmethod
    def for_pipeline(cls, nlp: Language) -> GreedyNerDecoder | None:
        """A decoder for ``nlp``'s ``ner`` when it is a greedy BILUO model this module decodes exactly."""
        if "ner" not in nlp.pipe_names:
            return None
        ner: Any = nlp.get_pipe("ner")
        model = getattr(ner, "model", None)
        if model is None or not isinstance(model.ops, NumpyOps):  # a GPU model stays with spaCy
            return None
        if ner.cfg.get("beam_width", 1) != 1 or model.attrs.get("unseen_classes"):
            return None
        if set(getattr(model, "ref_names", ())) < {"tok2vec", "lower", "upper"}:
            return None
        lower, upper = model.get_ref("lower"), model.get_ref("upper")
        if lower.name != "precomputable_affine" or not lower.has_param("W") or lower.get_param("W").shape[0] != 3:
            return None
        if not model.attrs.get("has_upper", True) or not upper.has_param("W"):
            return None
        if upper.get_param("W").shape[0] != ner.moves.n_moves:
            return None
        actions = _Actions.of(ner.moves)
        return None if actions is None else cls(ner, actions)

    def __call__(self, docs: Sequence[Doc]) -> list[list[CharEntity]]:
        """The entities of each doc (its ``ner`` not run; the components it listens to already were)."""
        if not docs:
            return []
        features = self._features(docs)
        found: list[list[CharEntity]] = []
        offset = 0
        for doc in docs:
            found.append(self._decode(doc, features, offset))
            offset += len(doc)
        return found

    def _features(self, docs: Sequence[Doc]) -> _Features:
        """The lower layer's three feature blocks for every token of the batch, and every token's scores
        outside an entity (padding for the entity's first token and the previous token)."""
        tokvecs = self.model.get_ref("tok2vec").predict(list(docs))
        lower, upper = self.model.get_ref("lower"), self.model.get_ref("upper")
        weights, bias, pad = lower.get_param("W"), lower.get_param("b"), lower.get_param("pad")
        n_features, width, pieces, n_in = weights.shape
        blocks = numpy.dot(tokvecs, weights.reshape(n_features * width * pieces, n_in).T)
        blocks = blocks.reshape(len(tokvecs), n_features, width, pieces)
        # summed in spaCy's order: feature 0, 1, 2, then the bias
        outside = ((blocks[:, 0] + pad[0, 1]) + pad[0, 2]) + bias
        upper_weights, upper_bias = upper.get_param("W"), upper.get_param("b")
        scores = numpy.dot(_max_over_pieces(outside), upper_weights.T) + upper_bias
        return _Features(blocks, bias, upper_weights, upper_bias, scores)

    def _decode(self, doc: Doc, features: _Features, offset: int) -> list[CharEntity]:
        n = len(doc)
        if n == 0:
            return []
        rows = doc.to_array([IS_SPACE, SENT_START, IDX, LENGTH])
        space, idx, length = rows[:, 0].astype(bool), rows[:, 2], rows[:, 3]
        # the next token starts a sentence: no entity may run over it
        next_starts = numpy.zeros(n, dtype=bool)
        next_starts[:-1] = rows[1:, 1] == 1
        best = self._best_outside(features.scores[offset : offset + n], space, next_starts)
        acts = self.actions
        entities: list[CharEntity] = []
        free_from = 0  # the first token after the last entity
        for start in numpy.flatnonzero(best != acts.out).tolist():
            if start < free_from:
                continue
            action = int(best[start])
            label = acts.labels[action]
            end = start + 1 if acts.unit[action] else self._entity_end(features, offset, start, label, next_starts)
            entities.append((int(idx[start]), int(idx[end - 1] + length[end - 1]), label))
            free_from = end
        return entities

    def _best_outside(self, scores: numpy.ndarray, space: numpy.ndarray, next_starts: numpy.ndarray) -> numpy.ndarray:
        """Each token's best action outside an entity: B-x not at the last token, before a sentence start
        or on white space; U-x not on white space; O anywhere (spaCy's ``Begin``/``Unit``/``Out``)."""
        acts = self.actions
        can_begin = ~space & ~next_starts
        can_begin[-1] = False
        valid = numpy.zeros(scores.shape, dtype=bool)
        valid[:, acts.begin] = can_begin[:, None]
        valid[:, acts.unit] = ~space[:, None]
        valid[:, acts.out] = True
        return numpy.where(valid, scores, -numpy.inf).argmax(axis=1)

    def _entity_end(self, features: _Features, offset: int, start: int, label: str, next_starts: numpy.ndarray) -> int:
        """The end (exclusive) of the entity begun at ``start``: at each next token, ``I-label`` (not at
        the last token or before a sentence start) against ``L-label``, the first of equals winning."""
        inside, last = self.actions.inside[label], self.actions.last[label]
        pair = numpy.array([inside, last]) if inside < last else numpy.array([last, inside])
        weights, bias = features.upper_weights[pair], features.upper_bias[pair]
        first = features.blocks[offset + start, 1]
        n = len(next_starts)
        token = start + 1
        while token < n - 1 and not next_starts[token]:
            row = offset + token
            hidden = _max_over_pieces(((features.blocks[row, 0] + first) + features.blocks[row - 1, 2]) + features.bias)
            two = numpy.dot(weights, hidden) + bias
            if int(pair[int(two[1] > two[0])]) == last:
                return token + 1
            token += 1
        return token + 1


def _max_over_pieces(values: numpy.ndarray) -> numpy.ndarray:
    """The maxout over the last axis (the pieces), as ``values.max(axis=-1)`` but one elementwise maximum per
    piece: numpy reduces an axis of two items a hundred times slower than it compares two arrays."""
    return functools.reduce(numpy.maximum, [values[..., piece] for piece in range(values.shape[-1])])


@dataclass(frozen=True)
class _Features:
    blocks: numpy.ndarray  # tokens × 3 features × width × pieces
    bias: numpy.ndarray  # width × pieces
    upper_weights: numpy.ndarray  # classes × width
    upper_bias: numpy.ndarray  # classes
    scores: numpy.ndarray  # tokens × classes, outside an entity


def pipeline_entities(nlp: Language, texts: Iterable[str], batch_size: int) -> Iterator[list[CharEntity]]:
    """The entities ``nlp``'s ``ner`` finds in each text, in order: decoded here when the model allows
    (see the module), by spaCy otherwise."""
    decoder = GreedyNerDecoder.for_pipeline(nlp)
    if decoder is None:
        for doc in nlp.pipe(texts, batch_size=batch_size):
            yield [(ent.start_char, ent.end_char, ent.label_) for ent in doc.ents]
        return
    for batch in minibatch(nlp.pipe(texts, batch_size=batch_size, disable=["ner"]), batch_size):
        yield from decoder(batch)
