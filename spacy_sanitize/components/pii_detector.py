"""``pii_detector``: finds the spans that identify a person.

Sources (rules, a spaCy NER backoff, later the trained span model) each
propose character spans with TAB entity types (a source set to ``null`` in
the config is switched off: ``config={"sources": {"ner": None}}``); an overlap policy turns them
into non-overlapping spans in ``doc.spans[span_key]``, each with an
identifier type (DIRECT/QUASI, by entity type — see
:data:`DEFAULT_IDENTIFIER_TYPES`) and an entity id that groups coreferent
mentions (see :mod:`spacy_sanitize.detection.coref`).

The component never changes the text; it only annotates.
"""

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from spacy.attrs import ORTH
from spacy.language import Language
from spacy.pipeline import Pipe
from spacy.tokens import Doc, Span
from spacy.util import minibatch

from ..detection.acronyms import labels_from_expansions
from ..detection.amounts import drop_currencies_after_amounts
from ..detection.base import Candidate, SpanSource, doc_text, span_text
from ..detection.care_homes import care_homes_and_towns
from ..detection.club_names import club_nicknames, with_club_words
from ..detection.coordination import SOURCE as COORDINATION_SOURCE
from ..detection.coordination import coordinated_names
from ..detection.coref import assign_entity_ids
from ..detection.cues import writes_capitals
from ..detection.date_spans import months_as_dates
from ..detection.evidence import (
    SUPPORTED_SCORE,
    events_as_misc,
    is_mixed_case,
    join_particle_surnames,
    never_names,
    past_leading_descriptions,
    score_spans,
    split_at_segment_breaks,
    split_person_spans,
    trim_edges,
    trim_lower_case_tails,
    trim_to_capitals,
    with_legal_forms,
)
from ..detection.facility_kinds import FACILITY_KINDS, with_facility_kinds
from ..detection.hashtags import with_hashtag_marks
from ..detection.holidays import holidays_as_dates
from ..detection.hyphenated_places import with_whole_hyphenated_names
from ..detection.initials import with_initials
from ..detection.institution_places import with_places_of_institutions
from ..detection.joined_names import split_joined_names
from ..detection.labels_and_honorifics import without_labels_and_role_honorifics
from ..detection.languages import language_profile
from ..detection.lowercase_names import trim_everyday_words, trim_everyday_words_in_capitals, types_from_names_inside
from ..detection.notes_in_capitals import trim_language_words_in_capitals
from ..detection.occupations import without_leading_occupations
from ..detection.office_portfolios import without_portfolios
from ..detection.overlap import POLICIES, TokenCandidate, identifiers_inside, resolve_overlaps
from ..detection.person_types import persons_by_given_name
from ..detection.place_adjectives import relabel_place_adjectives
from ..detection.places_before_people import split_places_before_people
from ..detection.possessive_places import with_possessive_places
from ..detection.prepositions_between_names import split_at_prepositions
from ..detection.region_codes import with_region_codes
from ..detection.score_tails import without_scores
from ..detection.storms import storms_as_events
from ..detection.street_splits import split_before_street_kinds
from ..detection.table_rows import SOURCE as TABLE_ROWS_SOURCE
from ..detection.table_rows import names_of_rows
from ..detection.trailing_adjectives import with_trailing_adjectives
from ..detection.word_clusters import capitalised_common_nouns
from ..detection.word_frequencies import (
    common_words,
    frequency_everyday_words,
    lower_case_leads,
    opening_words,
    word_cases,
)
from ..doc_model import DIRECT, PII_SPAN_KEY, QUASI, get_doc_id
from ..errors import DocumentError
from ..long_runs import guard_long_runs
from ..normalise import TITLES
from ..reader_view import CONTROL_CHARACTER, plain_view, to_written_offsets

#: a control character (the plain view reads it as a space)
_CONTROL = re.compile(CONTROL_CHARACTER)

#: Identifier type by entity type. TAB's guidelines call direct identifiers
#: what identifies a person on its own: full names and identifying numbers
#: and codes (application numbers, phone numbers, e-mail addresses). Every
#: other category identifies only in combination: a quasi-identifier.
DEFAULT_IDENTIFIER_TYPES: dict[str, str] = {
    "PERSON": DIRECT,
    "CODE": DIRECT,
    "LOC": QUASI,
    "ORG": QUASI,
    "DEM": QUASI,
    "DATETIME": QUASI,
    "QUANTITY": QUASI,
    "MISC": QUASI,
}

#: Name given to spans already in the group when the component runs.
EXISTING_SOURCE = "existing"
#: Name given to further occurrences of detected names (see ``propagate_labels``).
PROPAGATED_SOURCE = "propagated"

DEFAULT_CONFIG: dict[str, Any] = {
    "span_key": PII_SPAN_KEY,
    # the text's language: null = the pipeline's (nlp.lang); see detection/languages.py for the supported ones
    "lang": None,
    # The trained TAB model (shipped) and the rules. A general spaCy NER adds
    # recall at a cost in precision and speed; switch it on with
    # {"sources": {"ner": {"@misc": "spacy_sanitize.NerBackoff.v1"}}}.
    "sources": {
        "validated": {"@misc": "spacy_sanitize.ValidatedIdentifiers.v1"},
        "addresses": {"@misc": "spacy_sanitize.StreetAddresses.v1"},
        "dialogue": {"@misc": "spacy_sanitize.DialogueNames.v1"},
        "cues": {"@misc": "spacy_sanitize.CueWords.v1"},
        "occupations": {"@misc": "spacy_sanitize.Occupations.v1", "describes_only": True},
        "given_names": {"@misc": "spacy_sanitize.GivenNames.v1"},
        "countries": {"@misc": "spacy_sanitize.CountryNames.v1"},
        "capitalised": {"@misc": "spacy_sanitize.CapitalisedNames.v1"},
        "institutions": {"@misc": "spacy_sanitize.InstitutionNames.v1"},
        "lowercase": {"@misc": "spacy_sanitize.LowerCaseNames.v1"},
        "known_names": {"@misc": "spacy_sanitize.KnownNames.v1"},
        "dates": {"@misc": "spacy_sanitize.LanguageDates.v1"},
        "ages": {"@misc": "spacy_sanitize.LanguageAges.v1"},
        "rules": {"@misc": "spacy_sanitize.RegexRules.v1"},
        "model": {"@misc": "spacy_sanitize.TrainedSpans.v1", "path": None},
        "ner": None,
    },
    "source_priority": ["validated", "addresses", "rules", "dates", "ages", "model", "dialogue", "cues",
                        "occupations",
                        "given_names", "countries", "capitalised", "institutions", "lowercase",
                        "ner", "known_names"],
    "overlap": "merge",
    "identifier_types": DEFAULT_IDENTIFIER_TYPES,
    "keep_existing": True,
    "include_titles": False,
    "propagate_labels": ["PERSON", "ORG", "LOC", "CODE"],
    "batch_size": 32,
    # a span scored under its type's threshold is dropped (span._.pii_score; see detection/evidence.py)
    "thresholds": {label: 0.5 for label in DEFAULT_IDENTIFIER_TYPES},
    "scorer": {"@scorers": "spacy_sanitize.tab_scorer.v1"},
}


def _is_whole_word(text: str, start: int, end: int) -> bool:
    """No word character right before ``start`` or right after ``end``."""
    return not (start > 0 and _WORD_CHAR.match(text[start - 1])) and not (end < len(text) and
                                                                           _WORD_CHAR.match(text[end]))


_WORD_CHAR = re.compile(r"\w")


@Language.factory(
    "pii_detector",
    default_config=DEFAULT_CONFIG,
    default_score_weights={
        "tab_token_f1": 1.0,
        "tab_token_recall": 0.0,
        "tab_token_precision": 0.0,
        "tab_mention_recall": 0.0,
        "tab_entity_recall": 0.0,
    },
)
class PiiDetector(Pipe):
    """Combine detector sources into PII spans with identifier types and entity ids."""

    def __init__(
        self,
        nlp: Language,
        name: str,
        *,
        span_key: str,
        sources: dict[str, Any],
        source_priority: Sequence[str],
        overlap: str,
        identifier_types: dict[str, str],
        keep_existing: bool,
        batch_size: int,
        include_titles: bool = True,
        propagate_labels: Sequence[str] = (),
        thresholds: dict[str, float] | None = None,
        lang: str | None = None,
        scorer: Callable | None = None,
    ) -> None:
        if overlap not in POLICIES:
            raise ValueError(f"pii_detector: unknown overlap policy {overlap!r}; choose one of {', '.join(POLICIES)}")
        bad = {k: v for k, v in identifier_types.items() if v not in (DIRECT, QUASI, "NO_MASK")}
        if bad:
            raise ValueError(f"pii_detector: identifier types must be DIRECT, QUASI or NO_MASK, got {bad}")
        self.vocab = nlp.vocab
        # runs without spaces tokenized in linear time, control characters as tokens of their own
        # (a name glued to a NUL ends where the name ends): for this component and the whole pipeline
        guard_long_runs(nlp)
        self._make_doc = nlp.make_doc
        self.name = name
        self.span_key = span_key
        self.lang = language_profile(lang or str(nlp.lang)).lang
        capitalised_common_nouns(self.lang)  # read once here, not inside the first document's call
        word_cases(self.lang)
        opening_words(self.lang)
        frequency_everyday_words(self.lang)
        # A source set to null in the config is switched off, and so is one made for other languages
        # (the English rules on a Spanish pipeline); the others learn the language.
        self.sources = {name: source for name, source in sources.items()
                        if source is not None and self.lang in getattr(source, "languages", (self.lang,))}
        for source in self.sources.values():
            if hasattr(source, "set_language"):
                source.set_language(self.lang)
        if not self.sources and not keep_existing:
            raise ValueError("pii_detector: no sources configured; add one under [components.pii_detector.sources]")
        self.source_priority = list(source_priority)
        self.overlap = overlap
        self.identifier_types = dict(identifier_types)
        self.keep_existing = keep_existing
        self.batch_size = batch_size
        self.include_titles = include_titles
        self.propagate_labels = set(propagate_labels)
        self.thresholds = dict(thresholds or {})
        self.scorer = scorer

    @property
    def source_order(self) -> list[str]:
        """Sources by priority: spans already in the group, the listed ones, the rest."""
        listed = [name for name in self.source_priority if name in self.sources]
        return [EXISTING_SOURCE] + listed + [name for name in self.sources if name not in listed]

    def __call__(self, doc: Doc) -> Doc:
        return next(iter(self.pipe([doc])))

    def pipe(self, stream: Iterable[Doc], *, batch_size: int | None = None) -> Iterator[Doc]:
        for batch in minibatch(stream, size=batch_size or self.batch_size):
            views = [self._plain(doc) for doc in batch]
            seen = [view[0] if view else doc for doc, view in zip(batch, views, strict=True)]
            per_source = [self._run_source(name, source, seen) for name, source in self.sources.items()]
            for i, doc in enumerate(batch):
                found = [cand for candidates in per_source for cand in candidates[i]]
                view = views[i]
                if view is not None:  # back to the offsets of the text as written
                    found = [replace(c, start=a, end=b) for c in found
                             for a, b in [to_written_offsets(c.start, c.end, view[1], len(doc_text(doc)))]]
                self.set_annotations(doc, found)
                yield doc

    def _plain(self, doc: Doc) -> tuple[Doc, list[int]] | None:
        """A Doc of the plain letters of ``doc`` when it hides any (zero-width characters, full-width or
        look-alike letters, decomposed accents, control characters), so that every source sees through
        them; else None."""
        text = doc_text(doc)
        if text.isascii() and _CONTROL.search(text) is None:
            return None
        plain, origin = plain_view(text)
        if plain == text:
            return None
        plain_doc = self._make_doc(plain)
        plain_doc.user_data.update(doc.user_data)  # the document id, for errors
        return plain_doc, origin

    def _run_source(self, name: str, source: SpanSource, docs: Sequence[Doc]) -> list[list[Candidate]]:
        try:
            if hasattr(source, "pipe"):
                return list(source.pipe(docs))
            return [source(doc) for doc in docs]
        except DocumentError:
            raise
        except Exception as error:
            # Which document? Retry one by one to name it; a silent skip would
            # publish every span this source should have found.
            if len(docs) > 1:
                return [self._run_source(name, source, [doc])[0] for doc in docs]
            raise DocumentError(
                get_doc_id(docs[0]), f"pii_detector source {name!r} failed: {type(error).__name__}: {error}"
            ) from error

    def set_annotations(self, doc: Doc, candidates: Sequence[Candidate]) -> None:
        token_cands: list[TokenCandidate] = []
        if self.keep_existing and self.span_key in doc.spans:
            token_cands.extend((s.start, s.end, s.label_, EXISTING_SOURCE) for s in doc.spans[self.span_key])
        # (-length in characters, token range, label, subtype) of the candidates with a finer type
        typed: list[tuple[int, int, int, str, str]] = []
        text = doc_text(doc)
        text_length = len(text)
        for cand in candidates:
            if not (0 <= cand.start < cand.end <= text_length):
                raise DocumentError(
                    get_doc_id(doc), f"source {cand.source!r} proposed [{cand.start}, {cand.end}) outside the text"
                )
            span = doc.char_span(cand.start, cand.end, alignment_mode="expand")
            if span is not None and len(span) > 0:
                token_cands.append((span.start, span.end, cand.label, cand.source))
                if cand.subtype:
                    typed.append((cand.start - cand.end, span.start, span.end, cand.label, cand.subtype))
        typed.sort(key=lambda t: t[0])  # longest first; stable: among equal lengths, the earlier source's
        mixed_case = is_mixed_case(doc)  # one scan of the text for the steps that read the case
        token_cands = without_scores(doc, trim_edges(doc, split_at_segment_breaks(doc, token_cands)))  # "Benfica 3 - 1"
        token_cands = split_joined_names(doc, token_cands, self.lang)  # "Barclays and Jefferies"
        token_cands = split_before_street_kinds(doc, token_cands, self.lang)  # "Maison Landemaine | rue des Martyrs"
        token_cands = split_at_prepositions(doc, token_cands, self.lang)  # "Den Haag | tegen de | Tweede Kamer"
        token_cands = split_places_before_people(doc, token_cands, self.lang)  # "in Bonn | Ron Sommer bestätigt"
        capitals_say_names = writes_capitals(text)
        if capitals_say_names:  # where names have capitals, a person's name has no lower-case word
            token_cands = split_person_spans(doc, token_cands, self.lang)
            if self.lang == "en":
                token_cands = past_leading_descriptions(doc, trim_lower_case_tails(doc, token_cands))
                token_cands = without_portfolios(doc, token_cands)  # "UK Business | Secretary Jonathan Reynolds"
                token_cands = join_particle_surnames(doc, token_cands)  # "Author Paul ten Brink"
        else:  # a post or a note in lower case: a person's name has no everyday word around it
            token_cands = trim_everyday_words(doc, types_from_names_inside(doc, token_cands), self.lang)
        token_cands = trim_everyday_words_in_capitals(doc, token_cands, self.lang)
        token_cands = trim_language_words_in_capitals(doc, token_cands, self.lang, mixed_case)  # "HIJA LUCÍA INFORMADA"
        token_cands = trim_to_capitals(doc, token_cands, self.lang, mixed_case)
        token_cands = without_labels_and_role_honorifics(doc, token_cands, self.lang)  # "Contacto:", "MMG dott.ssa"
        token_cands = relabel_place_adjectives(doc, token_cands, self.lang)  # "de Nederlandse premier"
        token_cands = months_as_dates(doc, token_cands)  # "by June", "im Oktober"
        token_cands = holidays_as_dates(doc, token_cands, self.lang)  # "Frohe Weihnachten", "Black Friday"
        token_cands = drop_currencies_after_amounts(doc, token_cands, self.lang)  # "19 Millionen Mark"
        token_cands = persons_by_given_name(doc, token_cands, self.lang)  # "Grégory Doucet" typed ORG
        if self.lang == "en":
            token_cands = storms_as_events(doc, token_cands)  # "Storm Ciarán": an event, not a person
            if mixed_case:
                token_cands = token_cands + club_nicknames(doc, token_cands)  # "Spurs have agreed a fee"
        token_cands = with_whole_hyphenated_names(doc, token_cands)  # "Stoke-on-Trent": one town
        resolved = resolve_overlaps(token_cands, self.overlap, self.source_order)
        scores = score_spans(doc, resolved, token_cands, self.lang, mixed_case)
        scored = self._kept(doc, resolved, scores, token_cands, mixed_case)
        resolved = [span for span, _ in scored]
        if self.propagate_labels:
            found = drop_currencies_after_amounts(doc, self._propagate(doc, text, resolved), self.lang)
            if found:
                resolved = resolve_overlaps(resolved + found, self.overlap, self.source_order + [PROPAGATED_SOURCE])
        resolved = self._with_listed_names(doc, resolved)
        resolved = labels_from_expansions(doc, resolved)  # "the Great North Run ... #GNR": an event's
        resolved = events_as_misc(doc, resolved)  # "Festival di Sanremo", "Arthur C. Clarke Award"
        resolved = with_legal_forms(doc, resolved)  # "Nestle SA": the firm's legal form is its name's
        resolved = with_trailing_adjectives(doc, resolved, self.lang)  # "l'Assemblée nationale"
        resolved = with_possessive_places(doc, resolved)  # "went to Nando's with Jake"
        resolved = with_club_words(doc, resolved)  # "Former Leicester City goalkeeper"
        resolved = with_places_of_institutions(doc, resolved)  # "Royal Infirmary of Edinburgh"
        resolved = care_homes_and_towns(doc, resolved)  # "residencia Los Rosales de Alcorcón": a home, a town
        resolved = with_facility_kinds(doc, resolved, capitals_say_names)  # "review at ashfield surgery"
        resolved = with_initials(doc, resolved)  # "( J. Doyle )": the initial a surname's lexicon left out
        resolved = with_hashtag_marks(doc, resolved)  # "#hackney": the tag is the name's
        if self.lang == "en":
            resolved = with_region_codes(doc, resolved, not mixed_case)  # "Peabody, MA"
        if self.include_titles and self.lang == "en":  # TAB's convention; news sets leave titles out
            resolved = _with_titles(doc, resolved)
        elif not self.include_titles:
            resolved = _without_titles(doc, resolved)
        occupations = {(s, e) for _, s, e, _, subtype in typed if subtype == "OCCUPATION"}
        if occupations:  # "Receptionist Megan": the role, and the person after it
            resolved = without_leading_occupations(doc, resolved, occupations)
        self._write_spans(doc, resolved, typed, {span[1]: score for span, score in scored})

    def _with_listed_names(self, doc: Doc, resolved: list[TokenCandidate]) -> list[TokenCandidate]:
        """``resolved`` with the names that a list joins to a found one ("Rivaldo and Figo") and the first cells
        of a table's rows beside found ones ("Juventus 10 / Parma 9 / Inter 8"): a list or a table holds
        names of one kind."""
        listed = coordinated_names(doc, resolved, self.lang)
        if listed:
            resolved = resolve_overlaps(resolved + listed, self.overlap, self.source_order + [COORDINATION_SOURCE])
        rows = names_of_rows(doc, resolved, self.lang)
        if rows:
            resolved = resolve_overlaps(resolved + rows, self.overlap, self.source_order + [TABLE_ROWS_SOURCE])
        return resolved

    def _kept(self, doc: Doc, resolved: Sequence[TokenCandidate], scores: Sequence[float],
              token_cands: Sequence[TokenCandidate], mixed_case: bool) -> list[tuple[TokenCandidate, float]]:
        """The spans whose score reaches their type's threshold, and the identifiers inside those that do
        not (:func:`.overlap.identifiers_inside`), in text order."""
        kept: list[tuple[TokenCandidate, float]] = []
        dropped: list[tuple[TokenCandidate, float]] = []
        for span, score in zip(resolved, scores, strict=True):
            (kept if score >= self.thresholds.get(span[2], 0.0) else dropped).append((span, score))
        rescued = identifiers_inside([span for span, _ in dropped], token_cands, self.overlap, self.source_order)
        if rescued:
            rescored = score_spans(doc, rescued, token_cands, self.lang, mixed_case)
            kept = sorted(kept + [(span, score) for span, score in zip(rescued, rescored, strict=True)
                                  if score >= self.thresholds.get(span[2], 0.0)])
        return kept

    def _write_spans(self, doc: Doc, resolved: Sequence[TokenCandidate],
                     typed: Sequence[tuple[int, int, int, str, str]], score_by_end: dict[int, float]) -> None:
        """``doc.spans[span_key]`` from the resolved spans, with their types, ids and scores."""
        spans, subtypes = [], []
        for start, end, label, _ in resolved:
            # a validated identifier inside a span decides its type: a card number is never DATETIME
            inside = next(((lab, sub) for _, s, e, lab, sub in typed if start <= s and e <= end), None)
            spans.append(Span(doc, start, end, label=inside[0] if inside else label))
            subtypes.append(inside[1] if inside else None)
        text = doc_text(doc)
        entity_ids = assign_entity_ids([(s.start_char, s.end_char, s.label_, text[s.start_char:s.end_char])
                                        for s in spans])
        for span, (_, _, _, source), entity_id, subtype in zip(spans, resolved, entity_ids, subtypes, strict=True):
            extensions = span._  # one accessor per span: each ``span._`` builds a new one
            extensions.pii_source = source
            extensions.pii_entity_id = entity_id
            extensions.pii_identifier_type = self.identifier_types.get(span.label_, QUASI)
            extensions.pii_subtype = subtype
            # a propagated mention is supported by the mention it repeats
            extensions.pii_score = score_by_end.get(span.end, SUPPORTED_SCORE)
        doc.spans[self.span_key] = spans

    def _propagate(self, doc: Doc, text: str, resolved: Sequence[TokenCandidate]) -> list[TokenCandidate]:
        """Other occurrences of the detected names and codes, with the same label.

        A model that finds "Yalman" in one sentence and misses it in the next
        would publish the second: every occurrence of a detected PERSON, ORG,
        LOC or CODE string (case-sensitive, whole words) is taken as a mention
        of the same entity. Strings without a capital letter or digit are not
        propagated (they are too often common words).
        """
        def key(start: int, end: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
            tokens = doc[start:end]
            return tuple(t.text for t in tokens), tuple(t.whitespace_ for t in tokens[:-1])

        labels: dict[tuple[tuple[str, ...], tuple[str, ...]], str] = {}
        for start, end, label, _ in resolved:
            if label in self.propagate_labels:
                name = span_text(doc, start, end)
                if len(name) >= 2 and any(c.isupper() or c.isdigit() for c in name):
                    labels.setdefault(key(start, end), label)
        # the document's words in lower case, collected once and only if a name part or a firm asks
        lower_case = cache(lambda: frozenset(token.text for token in doc if token.is_lower))
        if "PERSON" in self.propagate_labels:
            for i in _name_parts(doc, resolved, self.lang, lower_case):
                labels.setdefault(key(i, i + 1), "PERSON")
        if "ORG" in self.propagate_labels:
            for start, end in _firm_short_names(doc, resolved, lower_case):
                labels.setdefault(key(start, end), "ORG")
        labels.update(_in_capitals(labels, self.lang))
        taken = {i for start, end, _, _ in resolved for i in range(start, end)}
        # one pass over the tokens, trying each length a name has (a scan of the text per name made a
        # document with thousands of names quadratic)
        lengths = sorted({len(name_words) for name_words, _ in labels})
        strings = doc.vocab.strings  # the tokens' hashes: a scan of the words that builds no string per token
        first_words = {strings[name_words[0]] for name_words, _ in labels}  # most tokens open no name
        matches: dict[tuple[tuple[str, ...], tuple[str, ...]], list[TokenCandidate]] = {name: [] for name in labels}
        next_free: dict[tuple[tuple[str, ...], tuple[str, ...]], int] = {}
        orths = doc.to_array(ORTH).tolist()
        for i in range(len(orths)):
            if orths[i] not in first_words:
                continue
            for size in lengths:
                end = i + size
                here = key(i, end) if end <= len(orths) else None
                if here is None or here not in labels or i < next_free.get(here, 0):
                    continue
                if _is_whole_word(text, doc[i].idx, doc[end - 1].idx + len(doc[end - 1])):
                    next_free[here] = end
                    if not taken.intersection(range(i, end)):
                        matches[here].append((i, end, labels[here], PROPAGATED_SOURCE))
        return [candidate for here in labels for candidate in matches[here]]

    def initialize(self, get_examples: Callable | None = None, *, nlp: Language | None = None) -> None:
        """Nothing to initialise: sources are built from the config, and the
        trained model is trained outside the pipeline (``spacy project run
        train-detector``) and loaded by its source."""
        return None

    def to_disk(self, path: str | Path, *, exclude: Iterable[str] = tuple()) -> None:
        """Write each source's own files (the trained model's weights) to ``path/<source>``."""
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        for name, source in self.sources.items():
            if hasattr(source, "to_disk"):
                source.to_disk(path / name)

    def from_disk(self, path: str | Path, *, exclude: Iterable[str] = tuple()) -> "PiiDetector":
        """Read back what :meth:`to_disk` wrote, so a saved pipeline carries its model."""
        path = Path(path)
        for name, source in self.sources.items():
            if hasattr(source, "from_disk") and (path / name).exists():
                source.from_disk(path / name)
        return self


def _in_capitals(labels: dict[tuple[tuple[str, ...], tuple[str, ...]], str], lang: str
                 ) -> dict[tuple[tuple[str, ...], tuple[str, ...]], str]:
    """The detected names as a headline or a note in capitals writes them ("FLOODS HIT TEWKESBURY" over a
    story about Tewkesbury, "MRS WALKER" after "Doris Walker"), with their labels. A one-word name that is a
    common word too ("Grant", "Rose", "Bath") is not: in capitals it is as likely the word."""
    leads = lower_case_leads(lang)  # how much more often the language writes a word in lower case
    found: dict[tuple[tuple[str, ...], tuple[str, ...]], str] = {}
    for (words, spaces), label in labels.items():
        # a place and its county, one span ("Tewkesbury, Gloucestershire"): a headline names the town alone
        pieces = [(words, spaces)] if "," not in words else _between_commas(words, spaces)
        for piece_words, piece_spaces in pieces:
            upper = tuple(word.upper() for word in piece_words)
            if upper == piece_words or (upper, piece_spaces) in labels:
                continue
            if len(piece_words) == 1 and (len(piece_words[0]) < 3 or leads.get(piece_words[0].lower(), -1.0) >= 0):
                continue
            if any(char.isdigit() for word in piece_words for char in word):
                continue  # a code, or a competition's number ("Super 12"): a headline's capitals hold no name
            found[(upper, piece_spaces)] = label
    return found


def _between_commas(words: tuple[str, ...], spaces: tuple[str, ...]
                    ) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The pieces of a name's words between its commas, each with the spaces inside it."""
    pieces, start = [], 0
    for i in [*(i for i, word in enumerate(words) if word == ","), len(words)]:
        if i > start:
            pieces.append((words[start:i], spaces[start:i - 1]))
        start = i + 1
    return pieces


def _name_parts(doc: Doc, resolved: Sequence[TokenCandidate], lang: str,
                lower_case: Callable[[], frozenset[str]]) -> list[int]:
    """The tokens of detected full names that name the person alone later ("Kramer" after "Mary Kramer").

    News, biographies and judgments shorten a name after its first mention. A part is a capitalised word
    of a PERSON span of two words or more that is not a function word, title or role of the language and
    that the document never writes in lower case (``lower_case()``: the document's lower-case words): a
    surname is not written "kramer" where "Court" is also "the court".
    """
    _, function_words = never_names(lang)
    parts = []
    for start, end, label, _ in resolved:
        words = [i for i in range(start, end) if doc[i].is_alpha]
        if label != "PERSON" or len(words) < 2:
            continue
        parts += [i for i in words if doc[i].text[:1].isupper() and len(doc[i].text) > 2
                  and doc[i].lower_ not in function_words]
    if not parts:
        return parts  # no full name: the document's lower-case words need not be collected
    return [i for i in parts if doc[i].lower_ not in lower_case()]


def _firm_short_names(doc: Doc, resolved: Sequence[TokenCandidate],
                      lower_case: Callable[[], frozenset[str]]) -> list[tuple[int, int]]:
    """The words before the trade word that ends a firm's name ("Fusion" of "Fusion Pharmaceuticals",
    "Barclays" of "Barclays Bank") or before a care facility's kind ("Ashgrove" of "ASHGROVE CARE HOME",
    "Derriford" of "Derriford Hospital"): news and notes name them so after the first mention. Only words
    the document never writes in lower case (``lower_case()``), and no word that opens many firms' names
    ("Royal Bank", "National Grid"); before a facility's kind no common word ("University Hospital")."""
    found = []
    for start, end, label, _ in resolved:
        if label != "ORG" or end - start < 2:
            continue
        kind_start = _before_facility_kind(doc, start, end)
        trade = kind_start is None
        if kind_start is not None:
            short_end = kind_start
        elif doc[end - 1].lower_ in _TRADE_WORDS:
            short_end = end - 1
        else:
            continue
        if all((t.is_title or t.is_upper) and t.is_alpha and t.lower_ not in _FIRM_OPENERS
               and t.lower_ not in lower_case() and (trade or t.lower_ not in common_words("en"))
               for t in doc[start:short_end]):
            found.append((start, short_end))
    return found


def _before_facility_kind(doc: Doc, start: int, end: int) -> int | None:
    """Where the care facility's kind that ends ``doc[start:end]`` begins ("CARE HOME", "Hospital"), after
    one word or more of its own name; None where the span ends otherwise."""
    for size in (2, 1):
        if end - start > size and " ".join(t.lower_ for t in doc[end - size:end]) in FACILITY_KINDS:
            return end - size
    return None


#: the words that end a firm's name after its own ("Fusion Pharmaceuticals", "Hapag Holdings")
_TRADE_WORDS = frozenset("pharmaceuticals pharma therapeutics biosciences holdings holding group bank airlines airways "
                         "motors systems technologies energy capital partners industries insurance media foods".split())
#: the words that open many firms' names, no short name of one ("Royal Bank", "National Grid", "First Capital")
_FIRM_OPENERS = frozenset("royal national general united american british first international global central "
                          "federal new north south east west the".split())


def _without_titles(doc: Doc, spans: list[TokenCandidate]) -> list[TokenCandidate]:
    """PERSON spans without the titles that open them, when titles stay out of names: "Dr. Patel" is
    the person "Patel" and the title "Dr.", a rank, which TAB types DEM (a model trained on TAB, which
    puts titles inside names, proposes them there). The title stays masked; it names nobody. So do the
    letters of an honour or an office after the name ("Mr D. Pannick QC")."""
    from ..detection.given_names import is_given_name

    trimmed: list[TokenCandidate] = []
    for start, end, label, source in spans:
        name_start = start
        if (label in {"PERSON", "ORG", "LOC"} and end - start > 2 and doc[start + 1].lower_.rstrip(".") in TITLES
                and doc[start].is_alpha and not is_given_name(doc[start].lower_)):
            name_start, label = name_start + 1, "PERSON"  # "Kollegin Dr. Weber", "Hausarzt Dr. Kowalczyk"
        elif (label == "PERSON" and end - start == 1 and end < len(doc) and doc[end].lower_.rstrip(".") in TITLES
              and not is_given_name(doc[start].lower_)):
            label = "DEM"  # "Frau Kollegin Dr. Weber": the word before the title is a role
        if label in {"PERSON", "ORG", "LOC"}:
            while end - name_start > 1 and (_title_word(doc[name_start]) or doc[name_start].text in {".", "/"}):
                name_start += 1
            if label == "PERSON" and len(_title_word(doc[name_start]) or "") > 1:
                label = "DEM"  # "Dear Sir/Madam": titles and no name; "M." alone may be an initial
        if name_start > start and label != "PERSON" and not _title_word(doc[name_start]):
            if is_given_name(doc[name_start].lower_) or any(_title_word(doc[i]) in _PERSONAL_TITLES
                                                            for i in range(start, name_start)):
                label = "PERSON"  # "Dr. Aisha Rahman", "Rt Revd Guli Francis-Dehqani" typed ORG
            else:
                name_start = start  # "Justice Department": the title word is the organisation's
        if name_start > start:
            trimmed.append((start, name_start, "DEM", source))
        if label == "PERSON" and end - name_start > 1 and doc[end - 1].text in _POST_NOMINALS:
            trimmed.extend([(name_start, end - 1, label, source), (end - 1, end, "DEM", source)])
        else:
            trimmed.append((name_start, end, label, source))
    return trimmed


#: the letters of an office or an honour written after a person's name ("Timothy Spencer KC", "Jo Cox MP"):
#: like a title, masked as DEM and no part of the name
_POST_NOMINALS = frozenset("KC QC MP MSP MEP MBE OBE CBE KBE DBE JP FRS PhD VC".split())


def _title_word(token: Any) -> str | None:
    """The title a token writes, without its full stop or a slash before it ("Dr." -> "dr", "/Madam" -> "madam"),
    or None."""
    word = token.lower_.strip("./")
    return word if word in TITLES or word in _CLERGY_TITLES else None


#: the clergy's and peers' titles, left out of a name as the honorifics are ("The Rt Revd Guli Francis-Dehqani")
_CLERGY_TITLES = frozenset("rt revd reverend venerable".split())
#: the titles only a person bears (not "Justice Department", "Dr Pepper")
_PERSONAL_TITLES = _CLERGY_TITLES | {"sir", "dame", "mrs", "ms", "miss"}


def _with_titles(doc: Doc, spans: list[TokenCandidate]) -> list[TokenCandidate]:
    """Widen PERSON spans over the titles just before them ("Mr", "Dr.").

    TAB's guidelines put titles inside person mentions (they tell gender and
    status), and NER models usually leave them out.
    """
    widened: list[TokenCandidate] = []
    previous_end = 0
    for start, end, label, source in spans:
        if label == "PERSON":
            while start > previous_end and doc[start - 1].lower_.rstrip(".") in TITLES:
                start -= 1
        widened.append((start, end, label, source))
        previous_end = end
    return widened
