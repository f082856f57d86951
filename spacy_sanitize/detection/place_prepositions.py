"""The English prepositions before a place's name, for the rules that read the word after one as a place ("lives
in Didsbury", "stuck at JFK", "pizza at Franco's"): one list that every such rule reads, and what each adds
beside it, with its reason, where it reads more ("to" a post's destination, "via" a route, "opposite" a shop's
site). Other languages' are in :data:`.lowercase_names.PLACE_WORDS`; :data:`HEADING_PLACE_PREPOSITIONS` are every
language's that a heading in capitals writes before a place ("EM LISBOA", "RESULTATS À PARIS")."""

from __future__ import annotations

#: the prepositions that put a place after them in any English text
ENGLISH_PLACE_PREPOSITIONS = frozenset({"in", "at", "from", "near", "outside"})

#: the prepositions of every supported language after which a word in a heading in capitals is a place, whatever
#: the language's tables hold of the word ("EM LISBOA", "NACH ESSEN")
HEADING_PLACE_PREPOSITIONS = frozenset({"en", "em", "in", "im", "à", "au", "a", "naar", "nach", "bei", "bij", "da",
                                        "na", "no", "nel", "nella", "aus", "uit", "desde", "contra", "gegen", "tegen"})
