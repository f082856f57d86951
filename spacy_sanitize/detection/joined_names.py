"""Two names a model reads as one across "and": "Barclays and Jefferies raised their targets", "services
between Preston and Glasgow".

A model that has seen "Marks and Spencer" and "Department of Health and Social Care" joins what "and"
puts side by side, and one replacement then stands for two firms, two towns or two people ("reviewed by
李小龍 and דוד כהן"). Where the lexicons or the cue words found the words on each side of the conjunction as
names of their own, each side is a name: the span is cut at the conjunction. "Marks and Spencer" stays
whole, as no lexicon takes "Marks" alone, and so does the last pair of a partnership's list of names
("Robinson, Montoya and Walters"). A conjunction after a lower-case word that ends a name is no name's own
either ("between Waverley station and Princes Street"), nor one before an acronym that ends the span
("Harvard University and MIT"), nor one between a name the lexicons found and an institution's name
("Gordonstoun and Balliol College").
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from .evidence import INSTITUTIONS, STATISTICAL_SOURCES
from .overlap import TokenCandidate
from .towns import town_names

#: the conjunctions
_AND = frozenset({"and", "&"})
#: the types whose spans are cut
_NAME_TYPES = frozenset({"ORG", "LOC", "PERSON"})


def split_joined_names(doc: Doc, candidates: Sequence[TokenCandidate], lang: str) -> list[TokenCandidate]:
    """``candidates`` with each model's organisation, place or person span cut at a conjunction between two
    names other sources found on their own (or towns of the shipped list), each side whole, and no other
    source's name across the conjunction ("Bosnia and Herzegovina"; see the module). English: other languages
    join a region's two names so ("Castilla y León", "Trentino-Alto Adige e Südtirol") where their lexicons
    know both."""
    if lang != "en" or not any(source in STATISTICAL_SOURCES and label in _NAME_TYPES and _holds_joiner(doc, start, end)
                               for start, end, label, source in candidates):
        return list(candidates)  # most documents: no model's name holds a conjunction or a comma
    others = {(start, end) for start, end, _, source in candidates if source not in STATISTICAL_SOURCES}
    found_words = {_lower_words(doc, start, end) for start, end in others}  # "CELTIC HOLD RANGERS" above
    inside_others = {i for start, end in others for i in range(start + 1, end)}  # "Bosnia and Herzegovina"
    result: list[TokenCandidate] = []
    for start, end, label, source in candidates:
        firm_of_names = start > 0 and doc[start - 1].text == ","  # "Robinson, Montoya and Walters"
        cuts = [] if source not in STATISTICAL_SOURCES or label not in _NAME_TYPES or firm_of_names else [
            i for i in range(start + 1, end - 1) if doc[i].lower_ in _AND and i not in inside_others
            and ((_is_name(doc, others, found_words, start, i) and (_is_name(doc, others, found_words, i + 1, end)
                                                                    or _is_institution(doc, i + 1, end)))
                 or _after_lower_case_word(doc, start, i) or _before_last_acronym(doc, i, end))]
        if not cuts and source in STATISTICAL_SOURCES and label in _NAME_TYPES and not firm_of_names:
            cuts = _list_cuts(doc, candidates, start, end, label)  # "Atalanta, Sampdoria and Celtic"
        if not cuts:
            result.append((start, end, label, source))
            continue
        for piece_start, piece_end in zip([start] + [i + 1 for i in cuts], cuts + [end], strict=True):
            if piece_end > piece_start:  # "Rome, Milan, and Turin": nothing between the comma and "and"
                result.append((piece_start, piece_end, label, source))
    return result


def _holds_joiner(doc: Doc, start: int, end: int) -> bool:
    """Whether a conjunction or a comma stands inside ``doc[start:end]``, off its edges."""
    return any(doc[i].lower_ in _AND or doc[i].text == "," for i in range(start + 1, end - 1))


def _list_cuts(doc: Doc, candidates: Sequence[TokenCandidate], start: int, end: int, label: str) -> list[int]:
    """The commas and the last conjunction of a list of names a model read as one ("Atalanta, Sampdoria and
    Celtic"), where the list's items are words in title case and two of them or more are names of the span's
    type that other sources found on their own; none otherwise: a firm of partners' surnames ("Wood, Awdry and
    Ford", where "Awdry" is a person's) or one of names no source found alone ("Skadden, Arps, Meagher and Flom")
    stays whole."""
    separators = [i for i in range(start + 1, end - 1) if doc[i].text == "," or doc[i].lower_ in _AND]
    if not separators or doc[separators[-1]].lower_ not in _AND or doc[separators[0]].text != ",":
        return []
    if any(doc[i].lower_ in _AND for i in separators[:-1]):
        return []
    bounds = zip([start] + [i + 1 for i in separators], separators + [end], strict=True)
    items = [(a, b) for a, b in bounds if b > a]
    if not all(doc[i].is_title for a, b in items for i in range(a, b)):
        return []
    of_type = {(a, b) for a, b, other_label, source in candidates
               if other_label == label and source not in STATISTICAL_SOURCES}
    return separators if sum(item in of_type for item in items) >= 2 else []


def _after_lower_case_word(doc: Doc, start: int, i: int) -> bool:
    """The conjunction at ``i`` follows a lower-case word that ends a capitalised name and comes before a
    capitalised word ("between Waverley station and Princes Street"): a name's own "and" stands between
    capitalised words ("Department of Health and Social Care", "Marks and Spencer")."""
    before, after = doc[i - 1], doc[i + 1]
    return (before.is_alpha and before.is_lower and doc[start].is_title and after.is_title
            and any(t.is_title for t in doc[start:i - 1]))


def _before_last_acronym(doc: Doc, i: int, end: int) -> bool:
    """The conjunction at ``i`` comes before an acronym that ends the span, after a word in title case
    ("Harvard University and MIT"): a name of words does not end with "and" and another body's letters."""
    return i + 2 == end and doc[i + 1].is_upper and doc[i + 1].is_alpha and len(doc[i + 1]) > 1 and doc[i - 1].is_title


def _is_institution(doc: Doc, start: int, end: int) -> bool:
    """Two or more words in title case that end with an institution's kind: "Balliol College" in "Educated at
    Gordonstoun and Balliol College", where a lexicon found the first name. A name's own "and" then cuts it
    ("Gonville and Caius College" where a lexicon knows "Gonville"): two names, both still found."""
    return (end - start > 1 and doc[end - 1].lower_ in INSTITUTIONS
            and all(doc[i].is_title for i in range(start, end)))


def _is_name(doc: Doc, others: set[tuple[int, int]], found_words: set[tuple[str, ...]], start: int, end: int) -> bool:
    """Whether ``doc[start:end]`` is a name another source found, there or, in any case, elsewhere in the
    document ("Celtic and Rangers drew" under "CELTIC HOLD RANGERS TO GOALLESS DRAW"), or a town
    (:func:`_is_town`)."""
    return (start, end) in others or _lower_words(doc, start, end) in found_words or _is_town(doc, start, end)


def _lower_words(doc: Doc, start: int, end: int) -> tuple[str, ...]:
    return tuple(t.lower_ for t in doc[start:end])


def _is_town(doc: Doc, start: int, end: int) -> bool:
    """One word in title case that names a town of the shipped list (:func:`.towns.town_names`): "Bewdley" in
    "flood warnings at Shrewsbury and Bewdley", where the lexicons found only the first."""
    return end - start == 1 and doc[start].is_title and doc[start].lower_ in town_names("en")
