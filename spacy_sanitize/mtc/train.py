"""Train the phrase rows of the extended output layer (EMAT) on frozen features (MTC paper, section 3.2).

    python -m spacy_sanitize.mtc.train --phrases training/mtc/phrases_mtc.json --output training/mtc/mtc --epochs 10

Kalinsky et al.'s EMAT decoder, as the MTC paper uses it: the masked LM's output
matrix is extended with one row per multi-token phrase, and only the new rows
are trained, on sentences where the phrase is replaced by a single mask, with
the cross-entropy of the phrase among ``[vocabulary; phrases]``. Everything
else is frozen, which is what makes it cheap here:

1. **Features once.** The frozen encoder runs once over the training sentences
   (each cut to ``--max-length`` wordpieces around its mask); at each mask we
   keep the output-layer features (after the head's transform) and the
   log-sum-exp of the frozen vocabulary logits, plus the top vocabulary logits
   for ranking metrics. Cached in ``OUTPUT/features.npz`` (keyed by the
   phrases file, the model and the length), so more epochs cost no encoder time.
2. **Exact softmax, small problem.** With the vocabulary rows frozen, the
   vocabulary's share of the partition function is a constant per sentence, so
   the loss over ``[vocabulary; phrases]`` is
   ``logaddexp(lse_vocab, logsumexp(F R^T + b)) - (F R_y + b_y)`` - the same
   gradient as the full layer for a fraction of the cost (phrases x dimensions
   per sentence instead of (vocabulary + phrases) x dimensions).
3. Rows start at the mean of their wordpieces' decoder rows
   (:func:`~.head.init_rows`), train with Adam for ``--epochs`` (paper: 10 for
   MTC, 20 for SS-MTC); the epoch with the lowest held-out loss is kept.

Phrases that are a single wordpiece of the model are dropped: they are already
rows of the vocabulary. The sentences of each phrase are split into training
and held-out parts (``--val-fraction``; the paper keeps 5% validation and 5%
test). ``OUTPUT`` gets the head (:class:`~.head.PhraseHead`) and
``metrics.json``: held-out loss, top-1 and top-10 accuracy of the phrase
among vocabulary and phrases, before and after training.
"""

import argparse
import hashlib
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .head import KINDS, PhraseHead, init_rows

#: Vocabulary logits kept per sentence for the ranking metrics.
TOP_VOCAB = 64


def masked_input(
    tokenizer: Any, sentence: str, start: int, end: int, max_length: int, prefix: Sequence[int], suffix: Sequence[int]
) -> tuple[np.ndarray, int] | None:
    """(model input with the phrase as one mask, position of the mask), or None when the phrase has no wordpiece."""
    from .masking import piece_ranges

    encoding = tokenizer(sentence, add_special_tokens=False, return_offsets_mapping=True, verbose=False)
    ids = np.asarray(encoding["input_ids"], dtype=np.int64)
    offsets = np.asarray(encoding["offset_mapping"], dtype=np.int64).reshape(-1, 2)
    (lo, hi), = piece_ranges(offsets, [(start, end)])
    if hi <= lo:
        return None
    masked = np.concatenate([ids[:lo], [tokenizer.mask_token_id], ids[hi:]]).astype(np.int64)
    content = max_length - len(prefix) - len(suffix)
    left = min(max(0, lo - content // 2), max(0, len(masked) - content))
    window = masked[left : left + content]
    return np.concatenate([prefix, window, suffix]).astype(np.int64), lo - left + len(prefix)


def prepare(
    data: dict[str, Any], tokenizer: Any, max_phrases: int, val_fraction: float, seed: int
) -> tuple[list[dict[str, Any]], list[list[int]], list[tuple[int, str, int, int, bool]]]:
    """(kept phrases, their wordpiece ids, examples as (phrase index, sentence, start, end, held out))."""
    kept: list[dict[str, Any]] = []
    piece_ids: list[list[int]] = []
    seen = set()
    for phrase in data["phrases"]:
        ids = tokenizer(phrase["text"], add_special_tokens=False)["input_ids"]
        if len(ids) < 2 or tuple(ids) in seen or not phrase.get("examples"):
            continue  # a single wordpiece is a vocabulary row already
        seen.add(tuple(ids))
        kept.append(phrase)
        piece_ids.append(ids)
        if 0 < max_phrases <= len(kept):
            break
    rng = random.Random(seed)
    examples = []
    for index, phrase in enumerate(kept):
        sentences = list(phrase["examples"])
        rng.shuffle(sentences)
        n_val = int(round(val_fraction * len(sentences))) if len(sentences) >= 4 else 0
        for k, (sentence, start, end) in enumerate(sentences):
            examples.append((index, sentence, int(start), int(end), k < n_val))
    return kept, piece_ids, examples


def extract_features(
    mlm: Any, examples: Sequence[tuple[int, str, int, int, bool]], max_length: int, batch_size: int = 32,
    log: Any = None,
) -> dict[str, np.ndarray]:
    """Output-layer features, vocabulary log-sum-exp and top vocabulary logits at each example's mask."""
    tokenizer = mlm.tokenizer
    first, last = mlm.special_ids
    prefix = [first] if first is not None else []
    suffix = [last] if last is not None else []
    inputs, positions, keep = [], [], []
    for k, (_, sentence, start, end, _) in enumerate(examples):
        made = masked_input(tokenizer, sentence, start, end, max_length, prefix, suffix)
        if made is not None:
            inputs.append(made[0])
            positions.append(np.array([made[1]]))
            keep.append(k)
    d = mlm.hidden_size
    n = len(inputs)
    features = np.empty((n, d), dtype=np.float32)
    lse = np.empty(n, dtype=np.float32)
    top = np.empty((n, TOP_VOCAB), dtype=np.float32)
    order = sorted(range(n), key=lambda i: len(inputs[i]))
    chunk = max(batch_size * 16, 1)
    started = time.time()
    for begin in range(0, n, chunk):
        part = order[begin : begin + chunk]
        f, logits = mlm.predict([inputs[i] for i in part], [positions[i] for i in part], batch_size=batch_size)
        peak = logits.max(axis=1, keepdims=True)
        features[part] = f
        lse[part] = (peak[:, 0] + np.log(np.exp(logits - peak).sum(axis=1))).astype(np.float32)
        k = min(TOP_VOCAB, logits.shape[1])
        top[part, :k] = -np.sort(-np.partition(logits, logits.shape[1] - k, axis=1)[:, -k:], axis=1)
        if log:
            done = min(n, begin + chunk)
            log(f"features {done}/{n} ({time.time() - started:.0f}s)")
    return {"features": features, "lse": lse, "top": top, "index": np.asarray(keep, dtype=np.int64)}


def evaluate(
    rows: Any, bias: Any, features: Any, lse: Any, top: Any, targets: Any, chunk: int = 2048
) -> dict[str, float]:
    """Held-out loss (nats), top-1 and top-10 accuracy of the phrase among vocabulary and phrases."""
    import torch

    if len(targets) == 0:
        return {"loss": float("nan"), "top1": float("nan"), "top10": float("nan"), "n": 0}
    losses, ranks = [], []
    with torch.no_grad():
        for begin in range(0, len(targets), chunk):
            window = slice(begin, begin + chunk)
            logits = features[window] @ rows.T + bias
            total = torch.logaddexp(lse[window], torch.logsumexp(logits, dim=1))
            target = logits.gather(1, targets[window, None])[:, 0]
            losses.append(total - target)
            ranks.append(1 + (logits > target[:, None]).sum(1) + (top[window] > target[:, None]).sum(1))
    loss, rank = torch.cat(losses), torch.cat(ranks)
    return {"loss": float(loss.mean()), "top1": float((rank <= 1).float().mean()),
            "top10": float((rank <= 10).float().mean()), "n": int(len(targets))}


def train_rows(
    init: tuple[np.ndarray, np.ndarray],
    train: dict[str, np.ndarray],
    val: dict[str, np.ndarray] | None,
    *,
    epochs: int,
    lr: float,
    batch_size: int,
    seed: int,
    log: Any = None,
) -> tuple[np.ndarray, np.ndarray, list[dict[str, Any]]]:
    """Adam on the phrase rows and biases only; returns the rows of the best held-out epoch and the history.

    ``train`` / ``val``: ``features (n, d)``, ``lse (n,)``, ``top (n, k)``, ``targets (n,)``.
    """
    import torch

    torch.manual_seed(seed)
    rows = torch.nn.Parameter(torch.from_numpy(np.array(init[0], dtype=np.float32)))
    bias = torch.nn.Parameter(torch.from_numpy(np.array(init[1], dtype=np.float32)))
    t = {k: torch.from_numpy(v) for k, v in train.items()}
    v = {k: torch.from_numpy(x) for k, x in val.items()} if val is not None and len(val["targets"]) else None
    optimizer = torch.optim.Adam([rows, bias], lr=lr)
    generator = torch.Generator().manual_seed(seed)
    n = len(t["targets"])

    def measure() -> dict[str, Any]:
        entry: dict[str, Any] = {"train": evaluate(rows, bias, t["features"], t["lse"], t["top"], t["targets"])}
        if v is not None:
            entry["val"] = evaluate(rows, bias, v["features"], v["lse"], v["top"], v["targets"])
        return entry

    history = [dict(measure(), epoch=0)]
    best = (history[0].get("val", history[0]["train"])["loss"], rows.detach().clone(), bias.detach().clone(), 0)
    for epoch in range(1, epochs + 1):
        perm = torch.randperm(n, generator=generator)
        for begin in range(0, n, batch_size):
            pick = perm[begin : begin + batch_size]
            logits = t["features"][pick] @ rows.T + bias
            total = torch.logaddexp(t["lse"][pick], torch.logsumexp(logits, dim=1))
            loss = (total - logits.gather(1, t["targets"][pick][:, None])[:, 0]).mean()
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
        entry = dict(measure(), epoch=epoch)
        history.append(entry)
        score = entry.get("val", entry["train"])["loss"]
        if log:
            log(f"epoch {epoch}/{epochs} train {entry['train']['loss']:.3f} "
                + (f"val {entry['val']['loss']:.3f} top1 {entry['val']['top1']:.3f} top10 {entry['val']['top10']:.3f}"
                   if "val" in entry else ""))
        if math.isfinite(score) and score < best[0]:
            best = (score, rows.detach().clone(), bias.detach().clone(), epoch)
    history.append({"best_epoch": best[3]})
    return best[1].numpy(), best[2].numpy(), history


def _digest(path: Path, extra: str) -> str:
    digest = hashlib.sha256(Path(path).read_bytes())
    digest.update(extra.encode())
    return digest.hexdigest()[:16]


def train(args: argparse.Namespace) -> dict[str, Any]:
    from .mlm import MaskedLM

    started = time.time()
    log = print if args.verbose else (lambda *a, **k: None)
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    data = json.loads(Path(args.phrases).read_text(encoding="utf-8"))
    kind = args.kind or data.get("kind")
    if kind not in KINDS:
        raise SystemExit(f"{args.phrases}: unknown phrase kind {kind!r}; pass --kind mtc or --kind ss_mtc")
    mlm = MaskedLM(args.mlm, max_length=args.max_length).load()
    max_length = min(args.max_length, mlm.max_length)
    phrases, piece_ids, examples = prepare(data, mlm.tokenizer, args.max_phrases, args.val_fraction, args.seed)
    if not phrases:
        raise SystemExit(f"{args.phrases}: no multi-wordpiece phrase with examples; lower --min-freq in build-phrases")
    log(f"{len(phrases)} phrases, {len(examples)} sentences ({sum(e[4] for e in examples)} held out)")

    output = Path(args.output)
    output.mkdir(parents=True, exist_ok=True)
    cache = output / "features.npz"
    key = _digest(Path(args.phrases), f"{mlm.fingerprint()}|{max_length}|{args.max_phrases}|{args.val_fraction}|{args.seed}")
    arrays: dict[str, np.ndarray] | None = None
    if cache.exists():
        with np.load(cache) as stored:
            if str(stored["key"]) == key:
                arrays = {name: stored[name] for name in ("features", "lse", "top", "index")}
                log(f"features from {cache}")
    feature_seconds = 0.0
    if arrays is None:
        t0 = time.time()
        arrays = extract_features(mlm, examples, max_length, batch_size=args.feature_batch_size, log=log)
        feature_seconds = time.time() - t0
        np.savez(cache, key=np.array(key), **arrays)  # type: ignore[arg-type]
    index = arrays["index"]
    targets = np.array([examples[i][0] for i in index], dtype=np.int64)
    held = np.array([examples[i][4] for i in index], dtype=bool)

    def part(mask: np.ndarray) -> dict[str, np.ndarray]:
        return {"features": arrays["features"][mask], "lse": arrays["lse"][mask], "top": arrays["top"][mask],
                "targets": targets[mask]}

    init = init_rows(piece_ids, mlm.decoder_weight(), mlm.decoder_bias())
    t0 = time.time()
    rows, bias, history = train_rows(init, part(~held), part(held) if held.any() else None, epochs=args.epochs,
                                     lr=args.lr, batch_size=args.batch_size, seed=args.seed, log=log)
    train_seconds = time.time() - t0
    before, after = history[0], next(h for h in history[::-1] if "epoch" in h and h["epoch"] == history[-1]["best_epoch"])
    meta = {
        "mlm": mlm.source,
        "mlm_fingerprint": mlm.fingerprint(),
        "phrases_file": str(args.phrases),
        "phrase_sources": data.get("sources"),
        "phrase_settings": data.get("settings"),
        "training": {"epochs": args.epochs, "best_epoch": history[-1]["best_epoch"], "lr": args.lr,
                     "batch_size": args.batch_size, "max_length": max_length, "val_fraction": args.val_fraction,
                     "seed": args.seed, "train_sentences": int((~held).sum()), "heldout_sentences": int(held.sum())},
        "before": before,
        "after": after,
    }
    head = PhraseHead([p["text"] for p in phrases], rows, bias, kind=kind, counts=[p["count"] for p in phrases],
                      labels=[p.get("label") for p in phrases], meta=meta)
    head.to_disk(output)
    metrics = dict(meta, n_phrases=len(head), history=history, feature_seconds=round(feature_seconds, 1),
                   train_seconds=round(train_seconds, 1), seconds=round(time.time() - started, 1),
                   head_bytes=sum((output / f).stat().st_size for f in ("phrases.json", "head.npz", "meta.json")))
    (output / "metrics.json").write_text(json.dumps(metrics, indent=2) + "\n", encoding="utf-8")
    return metrics


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m spacy_sanitize.mtc.train", description=__doc__.splitlines()[0])
    parser.add_argument("--phrases", type=Path, required=True, help="file written by python -m spacy_sanitize.mtc.phrases")
    parser.add_argument("--output", type=Path, required=True, help="folder for the head, metrics.json and the feature cache")
    parser.add_argument("--mlm", default=None, help="masked LM folder or name (default: the project's MiniLM MLM)")
    parser.add_argument("--kind", choices=KINDS, default=None, help="default: the phrases file's kind")
    parser.add_argument("--max-phrases", type=int, default=0, help="use at most this many phrases (0: all)")
    parser.add_argument("--max-length", type=int, default=64, help="wordpieces of sentence context per example")
    parser.add_argument("--val-fraction", type=float, default=0.1)
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--feature-batch-size", type=int, default=32)
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quiet", dest="verbose", action="store_false")
    args = parser.parse_args(argv)
    if args.epochs < 0 or args.max_length < 8 or not 0 <= args.val_fraction < 1:
        parser.error("--epochs must be >= 0, --max-length >= 8 and --val-fraction in [0, 1)")
    return args


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    metrics = train(parse_args(argv))
    print(json.dumps({k: metrics[k] for k in ("n_phrases", "before", "after", "seconds", "head_bytes")}, indent=2),
          file=sys.stdout)
    return metrics


if __name__ == "__main__":
    main()
