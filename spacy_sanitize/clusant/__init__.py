"""CluSanT (Awon et al., NAACL 2025): metric-LDP substitution of sensitive phrases.

The ``clusant_substituter`` component replaces each detected span of the
configured entity types by a phrase of the same type drawn from a vocabulary
X′ with the paper's two-step exponential mechanism (Fig. 2). The parts, one
job each:

* :mod:`.vocabulary`: X′ per entity type (the shipped LOC/ORG default, JSON
  files, lookup of a span's entry);
* :mod:`.build_vocab`: build X′ from a corpus (spans found by ``pii_detector``,
  optionally augmented by an LLM with the prompt of Appendix E, :mod:`.augment`);
* :mod:`.embeddings`: the token embedding f (a sentence-transformer) with an
  on-disk cache;
* :mod:`.clustering`: CusText's greedy clustering (§5), k-means, singletons;
* :mod:`.geometry`: centroids, the cluster embedding f′ (Fig. 1), the
  distances every mechanism needs, Δu;
* :mod:`.mechanism`: CluSanT (Fig. 2), SanText (App. B.1) and CusText (App.
  B.2): exact output distributions and vectorised sampling;
* :mod:`.privacy`: Theorem 5's conditions on k, checked and reported;
* :mod:`.randomness`: the OS CSPRNG (default) or a seeded generator;
* :mod:`.substitution`: one entity type's substituter (vocabulary lookup,
  nearest entry for unknown spans, sampling that never returns the original);
* :mod:`.state`: what the component precomputes per type and writes to disk.

Nothing here imports torch, sentence-transformers or scikit-learn at module
level: they load inside the functions that need them.
"""
