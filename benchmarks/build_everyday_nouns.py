"""Build ``spacy_sanitize/data/everyday_nouns_de.txt``: the German nouns frequent enough to end no name.

German names a town's river and a noble's family after a link ("Frankfurt am Main", "Halle an der Saale",
"Ursula von der Leyen"), and writes the same links before everyday nouns ("Offenbach am Abend", "Müller
von der Polizei"). spaCy's word clusters file rivers and family names with the nouns, so only frequency
tells them apart: "Abend" (log probability -8.9), "Polizei" (-9.4), "Grenze" (-10.1) against "Main"
(-10.7), "Leyen" (-12.7), "Saale" (-12.3). The list is every capitalised alphabetic word of spaCy's German
frequency table (``spacy-lookups-data``'s ``de_lexeme_prob``) at or above ``--min-log-prob``: read from a
shipped file, it costs the detector nothing to load, where the table takes three seconds.

    python benchmarks/build_everyday_nouns.py [--min-log-prob -10.5]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from spacy_sanitize.detection.word_clusters import read_lookup_table

OUT = Path(__file__).resolve().parent.parent / "spacy_sanitize" / "data" / "everyday_nouns_de.txt"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--min-log-prob", type=float, default=-10.5)
    args = parser.parse_args()
    probabilities = read_lookup_table("de", "lexeme_prob")
    if probabilities is None:
        raise SystemExit('the frequency table comes with spacy-lookups-data: pip install "spacy-sanitize[lookups]"')
    words = sorted(word for word, log_prob in probabilities.items()
                   if log_prob >= args.min_log_prob and word[:1].isupper() and word.isalpha() and not word.isupper())
    header = (f"# German capitalised words with a log probability of at least {args.min_log_prob} in spaCy's "
              "de_lexeme_prob (benchmarks/build_everyday_nouns.py)\n")
    OUT.write_text(header + "\n".join(words) + "\n", encoding="utf-8")
    print(f"wrote {len(words)} words to {OUT}")


if __name__ == "__main__":
    main()
