"""Protection against search-based linkage (Lison & Anderson, "Protecting De-identified Documents
from Search-based Linkage Attacks").

One module per job:

* :mod:`.ngrams` - words, sentences, barriers and the n-gram hash (what the index stores and what
  detection looks up; paper §3.2 step 1);
* :mod:`.postings` - delta + varint compression of posting lists;
* :mod:`.index` - the on-disk index: format, lazy (memory-mapped) reader, segment writer, compaction
  (spec in ``INDEX_FORMAT.md`` beside this file);
* :mod:`.build` - building and extending an index from JSON / JSONL / text collections;
* :mod:`.view` - what the de-identified text looks like to detection (edit log -> text + barriers);
* :mod:`.detection` - rare n-grams, the minimal non-overlapping set and n-gram combinations (§3.2);
* :mod:`.prompts` - the rewriting prompt and the parsing of its answers (§3.3, appendix A.1);
* :mod:`.rewriting` - the rewrite loop over a Doc, and the fail-closed redaction (§3.3);
* :mod:`.risk` - the linkage risk metric (§4.2).

Nothing is imported here: the ``linkage_guard`` factory module must import in milliseconds, and
these modules need numpy.
"""
