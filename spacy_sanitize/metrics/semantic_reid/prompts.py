"""The prompts of the attack (the paper's Appendix E)."""
from __future__ import annotations

# --------------------------------------------------------------------------- prompts (paper, Appendix E)

#: E.1, verbatim; ``{icl_samples}`` is :data:`ATOMIZE_ICL`.
ATOMIZE_PROMPT = (
    "Please breakdown the following input into a set of atomic, independent claims, and return each of the "
    "claim in a new line.\n{icl_samples}\n{document}"
)
ATOMIZE_ICL = (
    "Input: The applicant, Mr John Smith, was born in 1937 and lives in Leeds. He was arrested on 3 May 2001.\n"
    "Claims:\n"
    "The applicant is Mr John Smith.\n"
    "The applicant was born in 1937.\n"
    "The applicant lives in Leeds.\n"
    "The applicant was arrested on 3 May 2001.\n"
)
ATOMIZE_INPUT = "Input: {text}\nClaims:"
# the example's claims: a small model repeats them before its own, and they are dropped
_ICL_CLAIMS = {line.strip().lower() for line in ATOMIZE_ICL.split("Claims:\n", 1)[1].splitlines() if line.strip()}

#: E.2.2, verbatim (the paper's access function paraphrases with it).
PARAPHRASE_PROMPT = (
    "Given the following text, generate a paraphrased version that maintains the original meaning, context, "
    "and tone while using different words and sentence structures. Ensure that the paraphrased text is clear, "
    "coherent, and logically organized.\n"
    "text: {document}\n"
    "In a new line return the anonymized text. Make sure you keep the original meaning, i.e. do not invent new "
    "information instead generalize information. Do not add any indicators, i.e. do not add phrases such as "
    "paraphrased text: or similar."
)

#: E.4, verbatim but for the output-format line the rubric leaves open.
JUDGE_PROMPT = (
    "**Task**:\n"
    "For each of the following claims, rate how well the provided passage supports it on a scale of 1 to 3, "
    'where: - **1** means "Same Information," - **2** means "Different but Similar Information," and - **3** '
    'means "unsupported."\n'
    "Use the rubric below to guide your evaluation and include a brief explanation for your rating to justify "
    "your decision. Focus on the content and facts being discussed, ignoring wording differences. Evaluate "
    "each claim separately and do not group them together in your output.\n"
    "**Rubric**:\n"
    "1. *Same Information*: The claim exactly matches the corresponding information in the passage. The claim "
    "could be a direct quote from the passage or a paraphrase that captures the same information. "
    "2. *Different but Similar Information*: The claim is not identical to the passage but captures the same "
    "or closely related information. For example, the claim could be an abstraction of the corresponding "
    "information in the passage, or it could have minor differences that do not significantly change its "
    "overall meaning. "
    "3. *Unsupported*: The claim is not supported by the passage. It could either be not discussed at all in "
    "the passage or inconsistent with the passage.\n"
    "Answer with one line per claim: Claim <number>: <rating> - <brief explanation>.\n"
    "{icl_samples}\n"
    "**Input**: **Original text**: {context}\n"
    "**Claims**: {atomized_claims}\n"
    "**Output**:"
)
#: Ratings in rubric order: a small model that copies the example's first line
#: then errs towards "same information" (reporting more leakage, not less).
JUDGE_ICL = (
    "**Example Input**: **Original text**: A woman in her forties was admitted to a hospital in the north of "
    "the country in 2003.\n"
    "**Claims**:\n- Claim 1: The patient was admitted to hospital in 2003.\n- Claim 2: The patient is 44 years "
    "old.\n- Claim 3: The patient owns a dog.\n"
    "**Example Output**:\n"
    "Claim 1: 1 - the passage states the admission in 2003.\n"
    "Claim 2: 2 - the passage gives her age only as in her forties.\n"
    "Claim 3: 3 - the passage does not mention a dog.\n"
)

