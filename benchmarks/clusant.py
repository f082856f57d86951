"""CluSanT on the LOC and ORG spans of TAB test: semantic similarity against SanText and CusText (the paper's Fig. 3).

Every configuration runs the ``clusant_substituter`` component over the same
documents with the gold LOC and ORG mentions of ``tab_test.json`` as its spans
(the shipped LOC/ORG vocabulary, all-MiniLM-L6-v2 embeddings, Euclidean
distances, CusText's greedy clustering), in one process, side by side:

* ``santext_clusant``: CluSanT with singleton clusters and k = 1 (SanText as
  the paper parametrises it, Fact 1: the base case of its heatmaps);
* ``clusant``: n_clusters × k over ``--clusters`` × ``--ks``;
* ``custext_limit``: k = ∞ (the paper's "CT" column);
* ``custext``: CusText's own mechanism (App. B.2), for comparison;
* ``santext``: Yue et al.'s own SanText with the whole ε, for comparison;

each at every ε of ``--epsilons``.

Semantic similarity (the paper's metric: cosine of all-MiniLM-L6-v2
embeddings of original and sanitized text). MiniLM reads at most 256 word
pieces, so a TAB document (5,100 characters on average) is embedded as its
sentences (cut so that no mention straddles two): ``doc_similarity`` is the
cosine between the means of a document's sentence embeddings before and after
sanitization, averaged over documents (the primary number, and the heatmaps);
``sentence_similarity`` averages the cosine over the sentences that changed
(less diluted by unchanged text). Only changed sentences are embedded per
configuration. ``improvement_%`` is 100·(sim − sim_base)/sim_base with base =
``santext_clusant`` at the same ε, as in the paper's figures.

Perplexity (``--ppl-model``; the paper's Fig. 8 uses GPT-2, this machine a local GGUF through
llama.cpp): ``ppl_changed_sentences`` is the token-level perplexity of the sentences a configuration
changed, each scored alone, beside ``ppl_changed_sentences_original``, the same sentences before.

Speed: ``substitutions_per_second`` = substituted mentions / seconds inside
the component (lookup, nearest entry of unknown spans — embedded once and
cached across configurations —, draws, guard, edit log), after
precomputation (embedding, clustering, Δu, Theorem 5's check are outside the
timing); ``draws_per_second`` = one vectorised ``mechanism.sample`` over every
mention's input.

Writes ``benchmarks/results/clusant.json`` (and ``clusant_heatmap.png`` when
matplotlib is installed: ``pip install "spacy-sanitize[benchmarks]"``).

    python benchmarks/clusant.py [--tab ../shared/data/tab/tab_test.json] [--epsilons 1 8]
        [--ks 1 8 16 32 64] [--clusters 40 180 360 720] [--docs N] [--repeats 1] [--seed S]
        [--ppl-model chat-small --threads 2]

Smoke run: ``--docs 3 --ks 8 --clusters 40 --epsilons 8 --max-vocab 1500``.
Caveats: ``tab_test.json`` is a reconstruction with one annotator; the
vocabulary was built by the CluSanT authors from TAB spans (so many test
mentions are in X′: counted in the results); one draw per configuration and
mention unless ``--repeats``; randomness from the OS CSPRNG unless ``--seed``.
"""
import argparse
import json
import math
import re
import sys
import time
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import spacy

import harness
from spacy_sanitize.clusant.clustering import CusTextClustering, OneCluster, SingletonClustering, describe
from spacy_sanitize.clusant.embeddings import DEFAULT_CACHE_DIR, SentenceEmbedder, embed_phrases
from spacy_sanitize.clusant.geometry import delta_u as compute_delta_u
from spacy_sanitize.clusant.mechanism import CusTextMechanism
from spacy_sanitize.clusant.state import TypeState
from spacy_sanitize.clusant.vocabulary import TypeVocabulary, load_vocabulary
from spacy_sanitize.doc_model import PII_SPAN_KEY, derive_sanitized, get_edits

ROOT = harness.ROOT
DEFAULT_TAB = harness.DATA / "tab" / "tab_test.json"
RESULTS = harness.RESULTS
TYPES = ("LOC", "ORG")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(\"\u201c])")


class CachingEmbedder:
    """The sentence embedder with an in-memory cache, shared by every configuration (spans not in X′)."""

    def __init__(self, base: SentenceEmbedder) -> None:
        self.base = base
        self.name = base.name
        self.cache: dict[str, np.ndarray] = {}

    def __call__(self, texts: list[str]) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if missing:
            self.cache.update(zip(missing, self.base(missing), strict=False))
        return np.stack([self.cache[t] for t in texts])


def sentences(text: str, mentions: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sentence ranges that no mention straddles."""
    cuts = [m.end() for m in SENTENCE_END.finditer(text)]
    cuts = [c for c in cuts if not any(s < c < e for s, e in mentions)]
    bounds = [0] + cuts + [len(text)]
    return [(a, b) for a, b in zip(bounds[:-1], bounds[1:], strict=False) if text[a:b].strip()]


def load_records(path: Path, n_docs: int | None) -> list[dict[str, Any]]:
    records = json.loads(path.read_text(encoding="utf8"))
    if n_docs is not None:
        records = sorted(records, key=lambda r: len(r["text"]))[:n_docs]  # the shortest: a quick, fair subset
    for record in records:
        record["spans"] = sorted({(m["start_offset"], m["end_offset"], m["entity_type"]) for m in record["mentions"]
                                  if m["entity_type"] in TYPES})
        record["sentences"] = sentences(record["text"], [(s, e) for s, e, _ in record["spans"]])
    return records


def make_docs(nlp, records) -> list[Any]:
    docs = []
    for record in records:
        doc = nlp.make_doc(record["text"])
        doc._.doc_id = record["doc_id"]
        spans = [doc.char_span(s, e, label, alignment_mode="expand") for s, e, label in record["spans"]]
        doc.spans[PII_SPAN_KEY] = [s for s in spans if s is not None]
        docs.append(doc)
    return docs


def unit(vectors: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vectors, axis=-1, keepdims=True)
    return vectors / np.where(norms == 0, 1.0, norms)


class Similarity:
    """Sentence-level MiniLM similarity between original and sanitized documents."""

    def __init__(self, records, embed, cache_dir, perplexity: Any = None) -> None:
        self.records = records
        self.embed = embed
        self.perplexity = perplexity  # a LlamaPerplexity: the changed sentences' perplexity too (the paper's Fig. 8)
        originals = [r["text"][a:b] for r in records for a, b in r["sentences"]]
        start = time.perf_counter()
        vectors = unit(embed_phrases(embed, originals, cache_dir=cache_dir, batch_size=512))
        self.original_seconds = time.perf_counter() - start
        self.original: list[np.ndarray] = []
        at = 0
        for r in records:
            self.original.append(vectors[at:at + len(r["sentences"])])
            at += len(r["sentences"])

    def score(self, docs) -> dict[str, Any]:
        changed_texts: list[str] = []
        originals: list[str] = []
        where: list[tuple[int, int]] = []
        for i, (record, doc) in enumerate(zip(self.records, docs, strict=False)):
            sanitized = derive_sanitized(record["text"], get_edits(doc))
            for j, (a, b) in enumerate(record["sentences"]):
                s, e = sanitized.alignment.span_to_sanitized(a, b)
                new = sanitized.text[s:e]
                if new != record["text"][a:b]:
                    changed_texts.append(new)
                    originals.append(record["text"][a:b])
                    where.append((i, j))
        start = time.perf_counter()
        new_vectors = unit(np.asarray(self.embed(changed_texts), dtype=np.float64)) if changed_texts else np.zeros((0, 1))
        seconds = time.perf_counter() - start
        per_doc = [vectors.copy() for vectors in self.original]
        sentence_sims = []
        for (i, j), vector in zip(where, new_vectors, strict=False):
            sentence_sims.append(float(per_doc[i][j] @ vector))
            per_doc[i][j] = vector
        doc_sims = [float(unit(new.mean(axis=0)) @ unit(orig.mean(axis=0))) for new, orig in zip(per_doc, self.original, strict=False)]
        scores = {"doc_similarity": float(np.mean(doc_sims)), "sentence_similarity": float(np.mean(sentence_sims)) if
                  sentence_sims else 1.0, "changed_sentences": len(changed_texts), "embedding_seconds": round(seconds, 2)}
        if self.perplexity is not None:
            scores["ppl_changed_sentences"] = self._perplexity(changed_texts)
            scores["ppl_changed_sentences_original"] = self._perplexity(originals)
        return scores

    def _perplexity(self, texts: list[str]) -> float | None:
        """Token-level perplexity over ``texts`` (each scored alone): exp(summed NLL / tokens)."""
        totals = [self.perplexity.nll(" ".join(text.split())) for text in texts]
        tokens = sum(count for _, count in totals)
        return round(math.exp(sum(nll for nll, _ in totals) / tokens), 3) if tokens else None


def run_config(config: dict[str, Any], states: dict[str, TypeState], records, embedder: CachingEmbedder,
               similarity: Similarity, seed: int | None) -> dict[str, Any]:
    nlp = spacy.blank("en")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the seed warning: this is an experiment
        nlp.add_pipe("clusant_substituter", config={
            "entity_types": list(TYPES), "mechanism": config["mechanism"],
            "privacy": {"epsilon": config["epsilon"], "k": config.get("k", 1.0), "seed": seed, "theorem5": "ignore"},
            "vocabulary": {"cache_dir": None},
        })
    component = nlp.get_pipe("clusant_substituter")
    component.embedder = embedder
    component.set_states(states)
    for substituter in component.substituters.values():  # CusText's per-cluster d_max: precomputation
        if isinstance(substituter.mechanism, CusTextMechanism):
            for cluster in range(substituter.geometry.n_clusters):
                substituter.mechanism.cluster_diameter(cluster)
    docs = make_docs(nlp, records)
    seconds = 0.0
    for doc in docs:
        start = time.perf_counter()
        component(doc)
        seconds += time.perf_counter() - start
    spans = [s for doc in docs for s in doc.spans[PII_SPAN_KEY]]
    edits = [e for doc in docs for e in get_edits(doc)]
    substituted = [e for e in edits if e.method == "clusant" and "fallback" not in e.details]
    # same-cluster fraction: how often the output stays in the input's cluster
    same, rejected = 0, 0
    for e in substituted:
        vocabulary = component.substituters[e.label].vocabulary
        row_in, row_out = vocabulary.lookup(e.details["input_entry"]), vocabulary.lookup(e.details["output_entry"])
        same += int(states[e.label].assignment[row_in] == states[e.label].assignment[row_out])
        rejected += int(e.details.get("rejected_draws", 0) > 0)
    # mechanism-only throughput: one vectorised draw for every mention's input
    draws, draw_seconds = 0, 0.0
    for label, substituter in component.substituters.items():
        texts = [s.text for s in spans if s.label_ == label]
        rows = np.array([r for r, _, _ in substituter.resolve(texts)], dtype=np.int64)
        if len(rows):
            start = time.perf_counter()
            substituter.mechanism.sample(rows, component.randomness)
            draw_seconds += time.perf_counter() - start
            draws += len(rows)
    result = {
        **config,
        "mentions": len(spans),
        "substituted": len(substituted),
        "label_fallbacks": sum(e.method != "clusant" or "fallback" in e.details for e in edits),
        "same_cluster_fraction": round(same / max(1, len(substituted)), 4),
        "redrawn_fraction": round(rejected / max(1, len(substituted)), 4),
        "substitutions_per_second": round(len(substituted) / seconds, 1) if seconds else None,
        "draws_per_second": round(draws / draw_seconds, 1) if draw_seconds else None,
        "theorem5": {label: {"holds": r.holds, "method": r.method,
                             "k_sufficient": None if math.isinf(r.k_sufficient) else round(r.k_sufficient, 3)}
                     for label, r in component.privacy_reports.items()},
        "examples": [{"original": e.original, "replacement": e.replacement} for e in substituted[:5]],
    }
    result.update(similarity.score(docs))
    return result


def configurations(args) -> list[dict[str, Any]]:
    configs = []
    for epsilon in args.epsilons:
        configs.append({"name": "santext_clusant", "epsilon": epsilon, "mechanism": "clusant", "k": 1.0,
                        "n_clusters": "singleton"})
        for n_clusters in args.clusters:
            for k in args.ks:
                configs.append({"name": "clusant", "epsilon": epsilon, "mechanism": "clusant", "k": float(k),
                                "n_clusters": n_clusters})
            configs.append({"name": "custext_limit", "epsilon": epsilon, "mechanism": "clusant", "k": "inf",
                            "n_clusters": n_clusters})
            if not args.no_own:
                configs.append({"name": "custext", "epsilon": epsilon, "mechanism": "custext", "n_clusters": n_clusters})
        if not args.no_own:
            configs.append({"name": "santext", "epsilon": epsilon, "mechanism": "santext", "n_clusters": "none"})
    return configs


def improvements(runs: list[dict[str, Any]], metric: str) -> dict[str, dict[str, dict[str, float | None]]]:
    """ε -> n_clusters -> column (k, "CT" = k→∞, "CusText" = its own mechanism) -> % over santext_clusant."""
    table: dict[str, dict[str, dict[str, float | None]]] = {}
    for epsilon in sorted({r["epsilon"] for r in runs}):
        base = [r[metric] for r in runs if r["epsilon"] == epsilon and r["name"] == "santext_clusant"]
        if not base:
            continue
        b = float(np.mean(base))
        rows: dict[str, dict[str, float | None]] = {}
        for r in runs:
            if r["epsilon"] != epsilon or r["name"] not in ("clusant", "custext_limit", "custext"):
                continue
            column = {"clusant": lambda r: f"{r['k']:g}", "custext_limit": lambda r: "CT",
                      "custext": lambda r: "CusText"}[r["name"]](r)
            cell = rows.setdefault(str(r["n_clusters"]), {})
            cell.setdefault(column, [])
            cell[column].append(r[metric])  # type: ignore[union-attr]
        if not rows:  # only the SanText base so far (the file is rewritten after every configuration)
            continue
        table[f"{epsilon:g}"] = {n: {c: round(100.0 * (float(np.mean(v)) - b) / b, 2) for c, v in cols.items()}
                                 for n, cols in rows.items()}
    return table


def heatmap(table, path: Path, title: str) -> str | None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed: no PNG (pip install \"spacy-sanitize[benchmarks]\")"
    epsilons = list(table)
    fig, axes = plt.subplots(1, len(epsilons), figsize=(5.5 * len(epsilons), 3.8), squeeze=False)
    for ax, epsilon in zip(axes[0], epsilons, strict=False):
        rows = sorted(table[epsilon], key=lambda n: int(n))
        columns = sorted({c for r in rows for c in table[epsilon][r] if c not in ("CT", "CusText")}, key=float)
        columns += [c for c in ("CT", "CusText") if any(c in table[epsilon][r] for r in rows)]
        values = np.array([[table[epsilon][r].get(c, np.nan) for c in columns] for r in rows], dtype=float)
        image = ax.imshow(values, cmap="viridis", aspect="auto")
        ax.set_xticks(range(len(columns)), [c if c in ("CT", "CusText") else f"CST k={c}" for c in columns],
                      rotation=30, ha="right")
        ax.set_yticks(range(len(rows)), rows)
        ax.set_xlabel("k (CluSanT), CT = k→∞, CusText = its own mechanism")
        ax.set_ylabel("clusters")
        ax.set_title(f"ε = {epsilon}")
        low, high = np.nanmin(values), np.nanmax(values)
        for i in range(len(rows)):
            for j in range(len(columns)):
                if not np.isnan(values[i, j]):
                    bright = high > low and (values[i, j] - low) / (high - low) > 0.6
                    ax.text(j, i, f"{values[i, j]:.1f}", ha="center", va="center", color="k" if bright else "w",
                            fontsize=8)
        fig.colorbar(image, ax=ax, label="% over SanText")
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return None


def parse_args() -> argparse.Namespace:
    parser = harness.parser(__doc__, out=RESULTS / "clusant.json")
    parser.add_argument("--tab", type=Path, default=DEFAULT_TAB)
    parser.add_argument("--docs", type=int, default=None, help="only the N shortest documents (default: all 127)")
    parser.add_argument("--epsilons", type=float, nargs="+", default=[1.0, 8.0])
    parser.add_argument("--ks", type=float, nargs="+", default=[1, 8, 16, 32, 64])
    parser.add_argument("--clusters", type=int, nargs="+", default=[40, 180, 360, 720])
    parser.add_argument("--repeats", type=int, default=1, help="draws per configuration (averaged)")
    parser.add_argument("--seed", type=int, default=None, help="for reproducible runs (default: the OS CSPRNG)")
    parser.add_argument("--max-vocab", type=int, default=None, help="subsample X′ per type (smoke runs only)")
    parser.add_argument("--no-own", action="store_true", help="skip CusText's and SanText's own mechanisms")
    parser.add_argument("--cache-dir", default=DEFAULT_CACHE_DIR)
    parser.add_argument("--ppl-model", default=None,
                        help="GGUF (or chat-small / chat) for the perplexity of the changed sentences (default: none)")
    parser.add_argument("--threads", type=int, default=None, help="llama.cpp threads for --ppl-model")
    return parser.parse_args()


class VocabularyStates:
    """X′ per type: phrases, embeddings (cached), Δu, and each clustering's assignment (computed once)."""

    def __init__(self, args: argparse.Namespace, embed: Any, precompute: dict[str, Any]) -> None:
        vocabulary = load_vocabulary()
        self.precompute = precompute
        self.embed = embed
        self.embeddings: dict[str, np.ndarray] = {}
        self.phrases: dict[str, list[str]] = {}
        self.delta: dict[str, float] = {}
        for label in TYPES:
            items = vocabulary[label].phrases
            if args.max_vocab is not None and args.max_vocab < len(items):
                keep = np.sort(np.random.default_rng(0).choice(len(items), args.max_vocab, replace=False))
                items = [items[i] for i in keep]
            self.phrases[label] = items
            start = time.perf_counter()
            self.embeddings[label] = embed_phrases(embed, items, cache_dir=args.cache_dir)
            middle = time.perf_counter()
            self.delta[label] = compute_delta_u(self.embeddings[label], "exact")
            precompute[label] = {"phrases": len(items), "embedding_seconds": round(middle - start, 1),
                                 "delta_u": round(self.delta[label], 6),
                                 "delta_u_seconds": round(time.perf_counter() - middle, 1)}
            print(f"{label}: {len(items)} phrases, Δu = {self.delta[label]:.4f}", flush=True)
        self.clusterings: dict[str, Any] = {"singleton": SingletonClustering(), "none": OneCluster()}
        self.clusterings.update({str(n): CusTextClustering(n_clusters=n, seed=0) for n in args.clusters})
        self.assignments: dict[tuple[str, str], np.ndarray] = {}

    def states_for(self, n_clusters: Any) -> dict[str, TypeState]:
        key = str(n_clusters)
        states = {}
        for label in TYPES:
            if (key, label) not in self.assignments:
                start = time.perf_counter()
                self.assignments[(key, label)] = self.clusterings[key](self.embeddings[label])
                self.precompute.setdefault("clustering_seconds", {})[f"{label}/{key}"] = round(
                    time.perf_counter() - start, 2)
            states[label] = TypeState(label, self.phrases[label], self.embeddings[label], self.assignments[(key, label)],
                                      self.delta[label], self.embed.name, describe(self.clusterings[key]), "exact")
        return states


def mention_coverage(records: list[dict[str, Any]], states: VocabularyStates) -> tuple[dict[str, int], list[str]]:
    """How many mentions of each type X′ holds, and every mention's text (to embed before timing)."""
    in_vocabulary: dict[str, int] = {}
    unknown: list[str] = []
    for label in TYPES:
        type_vocabulary = TypeVocabulary(label, states.phrases[label])
        found = [type_vocabulary.lookup_with_article(r["text"][s:e])[0] is not None
                 for r in records for s, e, t in r["spans"] if t == label]
        in_vocabulary[label] = sum(found)
        unknown += [" ".join(r["text"][s:e].split()) for r in records for s, e, t in r["spans"] if t == label]
    return in_vocabulary, unknown


def main() -> None:
    args = parse_args()
    if not args.tab.exists():
        sys.exit(f"{args.tab} not found: pass --tab path/to/tab_test.json")
    started = time.perf_counter()
    records = load_records(args.tab, args.docs)
    embed = SentenceEmbedder(batch_size=128)
    embedder = CachingEmbedder(embed)
    precompute: dict[str, Any] = {}
    states = VocabularyStates(args, embed, precompute)
    perplexity = None
    if args.ppl_model:
        from spacy_sanitize.metrics.perplexity import perplexity_model
        from spacy_sanitize.resources import installed_gguf

        path = installed_gguf(args.ppl_model) if args.ppl_model in ("chat", "chat-small") else args.ppl_model
        perplexity = perplexity_model(path, n_threads=args.threads)
    similarity = Similarity(records, embed, args.cache_dir, perplexity)
    print(f"{len(records)} documents, {sum(len(r['sentences']) for r in records)} sentences "
          f"({similarity.original_seconds:.0f} s to embed the originals)", flush=True)
    # spans not in X′ are embedded once, here, not inside the timed substitutions
    in_vocabulary, unknown = mention_coverage(records, states)
    start = time.perf_counter()
    embedder(unknown)
    precompute["mention_embedding_seconds"] = round(time.perf_counter() - start, 1)
    mentions = {label: sum(t == label for r in records for _, _, t in r["spans"]) for label in TYPES}
    runs: list[dict[str, Any]] = []
    configs = configurations(args)
    for number, config in enumerate(configs, start=1):
        for repeat in range(args.repeats):
            seed = None if args.seed is None else args.seed + repeat
            result = run_config(config, states.states_for(config["n_clusters"]), records, embedder, similarity, seed)
            result["repeat"] = repeat
            runs.append(result)
            print(f"[{number}/{len(configs)}] {config['name']} ε={config['epsilon']:g} clusters={config['n_clusters']} "
                  f"k={config.get('k', '-')}: doc {result['doc_similarity']:.4f}, sentences "
                  f"{result['sentence_similarity']:.4f}, same cluster {result['same_cluster_fraction']:.2f}, "
                  f"{result['substitutions_per_second']} subst/s, {time.perf_counter() - started:.0f} s so far", flush=True)
        write_results(args, records, runs, precompute, in_vocabulary, mentions, started)


def write_results(args, records, runs, precompute, in_vocabulary, mentions, started) -> None:
    tables = {metric: improvements(runs, metric) for metric in ("doc_similarity", "sentence_similarity")}
    notes = {}
    for metric, table in tables.items():
        if table:
            notes[metric] = heatmap(table, args.out.with_name(f"{args.out.stem}_heatmap_{metric}.png"),
                                    f"CluSanT: {metric.replace('_', ' ')} improvement over SanText (%), TAB test LOC+ORG")
    result = harness.ResultFile(
        args.out, "clusant_substituter: semantic similarity (all-MiniLM-L6-v2 cosine) on TAB test LOC and ORG mentions")
    result.data.update({
        "data": f"{args.tab.name}: {len(records)} documents" + (f" (the {args.docs} shortest)" if args.docs else ""),
        "caveats": [
            "tab_test.json is a reconstruction with one annotator; gold LOC and ORG mentions are the spans",
            "X′ is the shipped vocabulary built by the CluSanT authors from TAB spans plus LLM-generated phrases: "
            "mentions found in X′ are counted under mentions_in_vocabulary",
            "one draw per mention and configuration per repeat; OS CSPRNG unless a seed is given",
            "similarity is sentence-level (MiniLM reads 256 word pieces); doc_similarity compares the means of a "
            "document's sentence embeddings",
        ] + (["X′ SUBSAMPLED (--max-vocab): a smoke run, not a result"] if args.max_vocab else []),
        "settings": {"epsilons": args.epsilons, "ks": args.ks, "clusters": args.clusters, "repeats": args.repeats,
                     "seed": args.seed, "max_vocab": args.max_vocab, "embedder": "all-MiniLM-L6-v2",
                     "clustering": "CusText greedy (seed 0)", "distance": "Euclidean", "delta_u": "exact"},
        "precompute": precompute,
        "mentions": mentions,
        "mentions_in_vocabulary": in_vocabulary,
        "improvement_over_santext_percent": tables,
        "heatmaps": {m: (n or str(args.out.with_name(f"{args.out.stem}_heatmap_{m}.png").name)) for m, n in notes.items()},
        "seconds": round(time.perf_counter() - started, 1),
        "runs": runs,
    })
    result.save()


if __name__ == "__main__":
    main()
