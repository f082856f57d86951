"""The rewriting prompt (paper §3.3, appendix A.1) and the parsing of its answers.

§3.3: the LLM gets "the local context surrounding the N-grams to be rephrased" (a chunk of a few
sentences), the list of n-grams that must no longer appear verbatim, few-shot examples of
rewritten sentences, and is asked for "a short chain-of-thought reasoning ahead of the rewriting".
The text of appendix A.1 did not survive in the copy of the paper at hand, so the wording and the
examples below are this package's, written to those four requirements, plus two that the edit log
needs: the placeholders of earlier components (``PERSON.1``, ``[REDACTED]``) must come back
unchanged and in order, and a phrase that cannot be paraphrased (a name, as in the paper's
appendix A.3.2) may be replaced by the redaction marker.

A second request form rewrites one *part* of a sentence, the text between two placeholders, shown
in its sentence (:func:`rewrite_part_messages`). The loop falls back on it for a passage whose
answer dropped or moved a placeholder - the commonest failure of a small model (a fifth of the
answers of the local 1.5B model) - since a part has no placeholder to lose.

The answer format is two labelled lines (``Reasoning:``, ``Rewritten text:``): the reasoning is
kept for the audit trail, the text after the last ``Rewritten text:`` is the rewrite. An answer
without that label is unusable (the caller retries, then redacts: fail closed).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..llm.base import Message

INSTRUCTION = (
    "You rewrite passages of a de-identified court document so that nobody can find the original "
    "document by searching for its phrases. You get a passage and a list of phrases that occur in "
    "very few documents of the original collection. Rewrite the passage so that none of the listed "
    "phrases appears word for word any more: express each of them with other words or another word "
    "order, keeping its meaning. Keep the facts, the rest of the passage and its length as close to "
    "the original as you can. Placeholders such as PERSON.1, ORG.2 or {marker} stand for removed "
    "information: copy every placeholder exactly, in the same order. If a listed phrase cannot be "
    "expressed differently (for instance the name of an organisation or a title), replace it with "
    "{marker}.\n"
    "Answer in exactly two parts: first a line starting with \"Reasoning:\" with one or two short "
    "sentences on how you will rephrase the listed phrases, then a line starting with \"Rewritten "
    "text:\" followed by the whole rewritten passage. Write nothing after the rewritten passage."
)

#: Few-shot examples: (passage, phrases, reasoning, rewritten passage). ``{marker}`` is filled in.
EXAMPLES = (
    (
        "The applicant, PERSON.1, was arrested on DATETIME.1 on suspicion of having set fire to a "
        "warehouse belonging to the local agricultural cooperative.",
        ("set fire to a warehouse", "the local agricultural cooperative"),
        "\"set fire to a warehouse\" can become \"starting a blaze in a storage building\" and \"the local "
        "agricultural cooperative\" can become \"a farmers' association in the area\"; PERSON.1 and "
        "DATETIME.1 stay as they are.",
        "The applicant, PERSON.1, was arrested on DATETIME.1, suspected of starting a blaze in a storage "
        "building owned by a farmers' association in the area.",
    ),
    (
        "On DATETIME.2 the ORG.1 dismissed his appeal, finding that the delay in serving the summons "
        "had been attributable to the applicant's own conduct. He then complained to the Mostar "
        "Cantonal Ombudsman Office, {marker}.",
        ("delay in serving the summons", "attributable to the applicant's own conduct",
         "the Mostar Cantonal Ombudsman Office"),
        "I will describe the late delivery of the summons in other words and say that the applicant "
        "himself caused it; the office is a name that cannot be paraphrased, so it becomes {marker}. "
        "DATETIME.2, ORG.1 and {marker} are kept.",
        "On DATETIME.2 the ORG.1 rejected his appeal, holding that the summons had been delivered late "
        "because of how the applicant himself had behaved. He then complained to {marker}, {marker}.",
    ),
)


MARKS_NOTE = (
    " In the passage, each phrase to rephrase is also shown between {open} and {close}; the rewritten "
    "passage has no {open} {close} marks."
)


def mark_phrases(passage: str, phrases: Sequence[str], marks: tuple[str, str]) -> str:
    """``passage`` with the first free occurrence of each phrase between the marks (the examples')."""
    for phrase in phrases:
        at = passage.find(phrase)
        if at >= 0:
            passage = f"{passage[:at]}{marks[0]}{phrase}{marks[1]}{passage[at + len(phrase):]}"
    return passage


def _query(passage: str, phrases: Sequence[str], placeholders: Sequence[str]) -> str:
    lines = [f"Passage: {passage}", "Phrases to rephrase:"]
    lines.extend(f"- {phrase}" for phrase in phrases)
    if placeholders:
        lines.append("Placeholders to copy unchanged, in this order: " + ", ".join(placeholders))
    return "\n".join(lines)


def rewrite_messages(
    passage: str,
    phrases: Sequence[str],
    placeholders: Sequence[str] = (),
    marker: str = "[REDACTED]",
    previous_problem: str | None = None,
    marks: tuple[str, str] | None = None,
) -> list[Message]:
    """The chat messages asking to rephrase ``phrases`` in ``passage``.

    ``placeholders``: the protected strings of the passage, in order; ``previous_problem``: why
    the last answer for this passage could not be used (said in the prompt, so that a retry is
    not the same request again); ``marks``: the phrases are also marked in ``passage`` (the caller
    marked them) between these two strings, and the examples are marked alike.
    """
    shots = []
    for example_passage, example_phrases, reasoning, rewritten in EXAMPLES:
        example_passage = example_passage.format(marker=marker)
        example_placeholders = re.findall(r"[A-Z]+\.\d+|" + re.escape(marker), example_passage)
        if marks is not None:
            example_passage = mark_phrases(example_passage, example_phrases, marks)
        shots.append((_query(example_passage, example_phrases, example_placeholders),
                      f"Reasoning: {reasoning.format(marker=marker)}\nRewritten text: {rewritten.format(marker=marker)}"))
    instruction = INSTRUCTION.format(marker=marker)
    if marks is not None:
        instruction += MARKS_NOTE.format(open=marks[0], close=marks[1])
    query = _query(passage, phrases, placeholders)
    if previous_problem:
        query += f"\nYour previous rewrite of this passage could not be used: {previous_problem}. Try again."
    return _few_shot(instruction, shots, query)


def _few_shot(instruction: str, shots: Sequence[tuple[str, str]], query: str) -> list[Message]:
    """The instruction, the (question, answer) examples as turns, then the query.

    The instruction opens the first user turn, not a system turn: some chat templates the paper's
    setups use (Mistral-7B-Instruct) reject system messages. Roles alternate user/assistant.
    """
    messages: list[Message] = []
    for number, (question, answer) in enumerate(shots):
        messages.append({"role": "user", "content": f"{instruction}\n\n{question}" if number == 0 else question})
        messages.append({"role": "assistant", "content": answer})
    messages.append({"role": "user", "content": query})
    return messages


PART_INSTRUCTION = (
    "You rewrite part of a sentence of a de-identified court document so that nobody can find the "
    "original document by searching for its phrases. You get the sentence, the part of it to "
    "rewrite, and the phrases of that part that occur in very few documents of the original "
    "collection. Rewrite only the part so that none of the listed phrases appears word for word any "
    "more, keeping its meaning and its length, so that it still fits into the sentence in place of "
    "the old part. Do not repeat the rest of the sentence and do not write placeholders such as "
    "PERSON.1 or ORG.2. If a phrase cannot be expressed differently (a name or a title), replace it "
    "with {marker}.\n"
    "Answer in exactly two parts: first a line starting with \"Reasoning:\" with one short sentence, "
    "then a line starting with \"Rewritten part:\" followed by the new part only."
)

#: Few-shot examples of part rewrites: (sentence, part, phrases, reasoning, new part).
PART_EXAMPLES = (
    (
        "He left LOC.2 in DATETIME.4 following his retirement and moved to LOC.4 with his wife.",
        "following his retirement and moved to",
        ("his retirement and moved to",),
        "\"his retirement and moved to\" can become \"after he retired, settling in\".",
        "after he retired, settling in",
    ),
    (
        "On DATETIME.1 the ORG.1 upheld the conviction of PERSON.1 for aggravated fraud against pension funds.",
        "for aggravated fraud against pension funds.",
        ("aggravated fraud", "against pension funds"),
        "\"aggravated fraud\" can become \"serious deception\" and \"against pension funds\" can become "
        "\"that harmed retirement schemes\".",
        "for serious deception that harmed retirement schemes.",
    ),
)


def _part_query(sentence: str, part: str, phrases: Sequence[str]) -> str:
    lines = [f"Sentence: {sentence}", f"Part to rewrite: {part}", "Phrases to rephrase:"]
    lines.extend(f"- {phrase}" for phrase in phrases)
    return "\n".join(lines)


def rewrite_part_messages(
    sentence: str, part: str, phrases: Sequence[str], marker: str = "[REDACTED]", previous_problem: str | None = None
) -> list[Message]:
    """The chat messages asking to rephrase ``phrases`` inside ``part``, a placeholder-free stretch of ``sentence``."""
    shots = [(_part_query(example_sentence, example_part, example_phrases), f"Reasoning: {reasoning}\nRewritten part: {rewritten}")
             for example_sentence, example_part, example_phrases, reasoning, rewritten in PART_EXAMPLES]
    query = _part_query(sentence, part, phrases)
    if previous_problem:
        query += f"\nYour previous rewrite could not be used: {previous_problem}. Try again."
    return _few_shot(PART_INSTRUCTION.format(marker=marker), shots, query)


@dataclass
class ParsedAnswer:
    """The rewrite and the reasoning in an answer (``text`` None: unusable, ``problem`` says why)."""

    text: str | None
    reasoning: str | None = None
    problem: str | None = None


_LABEL = re.compile(r"(?im)^\W{0,3}rewritten(?:\s+(?:text|passage|part))?\W{0,3}\s*:\s*")
_REASONING = re.compile(r"(?is)reasoning\s*\**\s*:\s*(.*?)(?=^\W{0,3}rewritten|\Z)", re.M)
_QUOTES = "\"'\u201c\u201d\u2018\u2019`"


def parse_rewrite(answer: str | None, marks: tuple[str, str] | None = None) -> ParsedAnswer:
    """Read the rewritten passage (after the last ``Rewritten text:`` label) and the reasoning.

    ``marks``: the phrase marks of the prompt, removed from the rewrite (a phrase the model kept
    stays, unmarked, and is found again by detection).
    """
    if answer is None or not answer.strip():
        return ParsedAnswer(None, problem="the answer was empty")
    labels = list(_LABEL.finditer(answer))
    if not labels:
        return ParsedAnswer(None, problem='the answer had no line starting with "Rewritten text:"')
    text = answer[labels[-1].end():].strip()
    previous = None
    while text != previous:  # markdown bold, code fences and quotes around the passage, in any nesting
        previous = text
        text = re.sub(r"^\*\*|\*\*$", "", text).strip()
        text = re.sub(r"^```(?:[\w+-]*\n)?|```$", "", text).strip()
        if len(text) >= 2 and text[0] in _QUOTES and text[-1] in _QUOTES:
            text = text[1:-1].strip()
    if marks is not None:
        for mark in marks:
            text = text.replace(mark, "")
    reasoning_match = _REASONING.search(answer[: labels[-1].start()])
    reasoning = reasoning_match.group(1).strip() if reasoning_match else None
    if not text:
        return ParsedAnswer(None, reasoning, problem='nothing followed "Rewritten text:"')
    return ParsedAnswer(text, reasoning)
