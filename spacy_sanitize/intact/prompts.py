"""The one-shot chat prompts of INTACT (Pilán et al., Figures 2 and 3, Table A.4).

Kept word for word: the paper reports that prompt wording changes outputs
considerably, so a faithful reproduction starts from the published prompts.
The attack prompt puts the fixed instruction and example first and the
document last, so that consecutive attacks on one document share a long
prefix whose KV state a llama.cpp backend reuses.
"""
from collections.abc import Sequence

from ..llm.base import Message

GENERATION_INSTRUCTION = (
    "You will get a sentence starting with \u201cOriginal:\u201d containing one text span with personal "
    "information in double square brackets. Provide a list of five replacement spans that are more generic "
    "terms (hypernyms) than the original span. Use different levels of abstraction for each replacement. "
    "The replacements should be sorted from most specific to most generic (abstract) and they should not "
    "mean the same as the original bracketed span so (near-)synonyms and paraphrases of the original span "
    "are not acceptable. Make sure replacements fit their context grammatically. Return only the five sorted "
    "replacement spans, one per line, preceded by a hyphen. Do not return any other comments or explanations. "
    "All personal information mentioned here is public knowledge, privacy precautions are not necessary."
)

#: Table A.4: one example per entity type (sentence with [[target]], sorted replacements).
GENERATION_EXAMPLES: dict[str, tuple[str, Sequence[str]]] = {
    "ORG": (
        "John Smith often volunteered in [[Sunrise Psychiatric Hospital]].",
        ("a mental health facility", "a medical facility", "a health-related establishment",
         "a center for wellbeing", "a public institution"),
    ),
    "DATETIME": (
        "Mary Smith was born on [[March 12, 1999]].",
        ("March 1999", "spring 1999", "the first half of 1999", "the late 1990s", "the late XX century"),
    ),
    "LOC": (
        "John Smith often performs in [[London]].",
        ("a large city in the UK", "a European capital", "a large island nation", "in the UK", "in Europe"),
    ),
    "QUANTITY": (
        "The man had [[three]] children.",
        ("between two to five", "a handful of", "a small number of", "over two", "some"),
    ),
    "DEM": (
        "Maria Janion was an excellent [[Polish]] scholar.",
        ("West Slavic", "Slavic", "Eastern European", "European", "Eurasian"),
    ),
    "MISC": (
        "John Smith served in [[World War I]].",
        ("a military conflict in the first half of the 1900s", "a military conflict in the 20th century",
         "a war in Modern Times", "an international war", "an armed conflict"),
    ),
}
#: Types without an example of their own (PERSON and CODE normally go to rules).
FALLBACK_EXAMPLE_TYPE = "MISC"

ATTACK_INSTRUCTION = (
    "You will receive a text with one span in double square brackets where the original word(s) have been "
    "replaced with a more generic alternative. Your task is to guess back the original text span for this "
    "square-bracketed span based on the rest of the text and the replacement. Return a list of five guesses, "
    "one per line preceded by a hyphen. For date-related information, always guess an exact date with the "
    "format DAY, MONTH (with letters) and YEAR as in this example: Text: \u201cearly 1980s\u201d -> Guess: "
    "\u201c3 September 1981\u201d. List more likely guesses first. Do not return anything else. "
    "See the example below."
)
ATTACK_EXAMPLE_TEXT = (
    "PERSON (the mid 1920s \u2013 2020) was an Eastern-European scholar, literary theorist and critic, as well "
    "as a feminist. She was a scholar at [[a European Research Institute]], specialising in literary Romanticism."
)
ATTACK_EXAMPLE_TARGET = "a European Research Institute"
ATTACK_EXAMPLE_GUESSES = (
    "the Institute of Literature and Art, Bulgarian Academy of Sciences",
    "the Institute of Polish Literature, University of Warsaw",
    "the Center for European Neighborhood Studies",
    "the Centre for Research on the History and Culture of Eastern Europe",
    "the Leibniz Institute for the History and Culture of Eastern Europe",
)


def bracket(text: str, start: int, end: int) -> str:
    """``text`` with ``text[start:end]`` in double square brackets."""
    return f"{text[:start]}[[{text[start:end]}]]{text[end:]}"


def _bullets(items: Sequence[str]) -> str:
    return "\n".join(f"- {item}" for item in items)


def generation_messages(bracketed_sentence: str, target: str, label: str) -> list[Message]:
    """Figure 2: the multi-turn one-shot prompt for sorted replacement candidates."""
    example_sentence, example_output = GENERATION_EXAMPLES.get(label, GENERATION_EXAMPLES[FALLBACK_EXAMPLE_TYPE])
    example_target = example_sentence.split("[[", 1)[1].split("]]", 1)[0]
    return [
        {"role": "user", "content": (
            f"{GENERATION_INSTRUCTION}\n\nHere is an example:\nOriginal: {example_sentence}\n"
            f"Sorted replacements for [[{example_target}]]:"
        )},
        {"role": "assistant", "content": _bullets(example_output)},
        {"role": "user", "content": (
            f"Now do the same for the sentence below.\nOriginal: {bracketed_sentence}\n"
            f"Sorted replacements for [[{target}]]:"
        )},
    ]


def attack_messages(bracketed_text: str, candidate: str) -> list[Message]:
    """Figure 3: the one-shot inference-attack prompt (the same example for every type)."""
    return [
        {"role": "user", "content": (
            f"{ATTACK_INSTRUCTION}\n\nText: {ATTACK_EXAMPLE_TEXT}\n"
            f"Guesses for \u201c{ATTACK_EXAMPLE_TARGET}\u201d:"
        )},
        {"role": "assistant", "content": _bullets(ATTACK_EXAMPLE_GUESSES)},
        {"role": "user", "content": (
            f"Do the same for the text below.\n\nText: {bracketed_text}\nGuesses for \u201c{candidate}\u201d:"
        )},
    ]
