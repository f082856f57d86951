"""The LLM backends for real, offline and small: the call cache, llama.cpp on the
local 0.5B GGUF (skipped without it), transformers on a tiny random model built
here, and the OpenAI client against a fake OpenAI-compatible server on 127.0.0.1."""
from __future__ import annotations

import importlib.util
import json
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from spacy.util import load_config, registry
from thinc.api import Config

from spacy_sanitize.llm import ChatLLM, Completion, GenerationSettings, LLMError
from spacy_sanitize.llm.cache import CallCache, open_cache

ROOT = Path(__file__).resolve().parents[1]


# --------------------------------------------------------------------------- base + cache


class EchoLLM(ChatLLM):
    """A backend without a model: answers with the last message, counting calls."""

    def _complete(self, messages, settings):
        return Completion(text="echo " + messages[-1]["content"], prompt_tokens=7, generated_tokens=2)


class BrokenLLM(ChatLLM):
    def _complete(self, messages, settings):
        raise ValueError("backend exploded")


def ask(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


def test_cache_hit_miss_and_reopen(tmp_path):
    cache = CallCache(tmp_path / "calls.sqlite3")
    settings = GenerationSettings()
    key = cache.key("m", ask("hi"), settings)
    assert cache.get(key) is None
    cache.put(key, "hello")
    assert cache.get(key) == "hello"
    cache.close()
    with CallCache(tmp_path / "calls.sqlite3") as reopened:
        assert reopened.get(key) == "hello"
        assert len(reopened) == 1


def test_cache_key_depends_on_model_messages_and_settings():
    settings = GenerationSettings()
    base = CallCache.key("m", ask("hi"), settings)
    assert base == CallCache.key("m", [{"content": "hi", "role": "user"}], GenerationSettings())
    assert base != CallCache.key("other", ask("hi"), settings)
    assert base != CallCache.key("m", ask("hi!"), settings)
    for change in ({"seed": 1}, {"temperature": 0.0}, {"top_p": 0.9}, {"max_new_tokens": 8}, {"stop": ("\n",)}):
        assert base != CallCache.key("m", ask("hi"), settings.updated(**change)), change


def test_cached_call_counts_as_cached_not_as_call(tmp_path):
    llm = EchoLLM(model_id="echo", cache=open_cache(tmp_path / "cache"))
    assert llm.chat(ask("a")) == "echo a"
    assert (llm.usage.calls, llm.usage.cached_calls, llm.usage.prompt_tokens) == (1, 0, 7)
    assert llm.chat(ask("a")) == "echo a"
    assert (llm.usage.calls, llm.usage.cached_calls, llm.usage.prompt_tokens) == (1, 1, 7)
    # another process (a new backend on the same folder) reads the answer back
    again = EchoLLM(model_id="echo", cache=open_cache(tmp_path / "cache"))
    assert again.chat(ask("a")) == "echo a" and again.usage.cached_calls == 1 and again.usage.calls == 0
    assert open_cache(None) is None and open_cache("") is None


def test_cache_is_thread_safe(tmp_path):
    cache = CallCache(tmp_path)  # a folder gets the default file name inside

    def work(worker: int) -> None:
        for i in range(30):
            cache.put(f"{worker}-{i}", str(i))
            assert cache.get(f"{worker}-{i}") == str(i)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(cache) == 120


def test_backend_failure_becomes_llm_error():
    llm = BrokenLLM(model_id="broken")
    with pytest.raises(LLMError, match="backend exploded") as info:
        llm.chat(ask("x"))
    assert isinstance(info.value.__cause__, ValueError)
    assert llm.usage.calls == 0


# --------------------------------------------------------------------------- llama.cpp


def _local_small_gguf():
    from spacy_sanitize.resources import installed_gguf

    return installed_gguf("chat-small")


def test_llama_cpp_builder_is_lazy_and_missing_model_says_how_to_get_one(tmp_path):
    from spacy_sanitize.llm.llama_cpp import make_llama_cpp_chat

    llm = registry.resolve({"llm": {"@misc": "spacy_sanitize.LlamaCppChat.v1"}})["llm"]
    assert getattr(llm, "_llama", None) is None and getattr(llm, "_process", None) is None  # nothing loaded or started
    missing = make_llama_cpp_chat(model_path=str(tmp_path / "absent.gguf"))
    with pytest.raises(LLMError, match="SPACY_SANITIZE_LLM_GGUF") as info:
        missing.chat(ask("hi"))
    assert "absent.gguf" in str(info.value) and "model_path" in str(info.value)


@pytest.fixture(scope="module")
def small_llama():
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed (pip install 'spacy-sanitize[llm]')")
    path = _local_small_gguf()
    if path is None:
        pytest.skip("the chat-small GGUF is not installed (spacy-sanitize models fetch chat-small)")
    from spacy_sanitize.llm.llama_cpp import make_llama_cpp_chat

    # one thread: fastest on a small shared machine (llama.cpp threads spin at barriers)
    # in this process: these tests look at llama.cpp's own state (prefix reuse); isolation has its test below
    llm = make_llama_cpp_chat(
        model_path=str(path), n_ctx=1024, n_threads=1, max_new_tokens=8, temperature=0.8, seed=11, isolate=False
    )
    llm.load()
    return llm


def test_llama_cpp_in_a_worker_process_answers_as_in_this_one(small_llama):
    from spacy_sanitize.llm.isolated import IsolatedChat
    from spacy_sanitize.llm.llama_cpp import make_llama_cpp_chat

    isolated = make_llama_cpp_chat(model_path=small_llama.model_path, n_ctx=1024, n_threads=1, max_new_tokens=8,
                                   temperature=0.8, seed=11)
    assert isinstance(isolated, IsolatedChat)
    try:
        question = chat_with_system("Name a city in Norway.")
        assert isolated.chat(question) == small_llama.chat(question)
        assert isolated.usage.calls == 1 and isolated.usage.prompt_tokens > 60
    finally:
        isolated.close()


SYSTEM = "You rewrite personal information in court judgments so that nobody can be identified. " * 5


def chat_with_system(question: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question}]


def test_llama_cpp_same_seed_same_answer_whatever_came_before(small_llama):
    first = small_llama.chat(chat_with_system("Greet Anna in three words."))
    small_llama.chat(chat_with_system("Name a colour."), small_llama.settings.updated(seed=99))
    again = small_llama.chat(chat_with_system("Greet Anna in three words."))
    assert isinstance(first, str) and first
    assert again == first


def test_llama_cpp_reuses_the_shared_prefix_and_counts_it(small_llama):
    small_llama.chat(chat_with_system("Which city is the largest in Denmark?"))
    before = small_llama.usage.snapshot()
    small_llama.chat(chat_with_system("Which river flows through Paris?"))
    step = small_llama.usage.since(before)
    assert step.calls == 1 and step.prompt_tokens > 60
    assert 40 < step.reused_prompt_tokens < step.prompt_tokens  # the system prompt was not re-evaluated
    assert 0 < step.generated_tokens <= 8

    small_llama.reuse_prefix = False
    try:
        before = small_llama.usage.snapshot()
        small_llama.chat(chat_with_system("Which river flows through Paris?"))
        naive = small_llama.usage.since(before)
    finally:
        small_llama.reuse_prefix = True
    assert naive.calls == 1 and naive.reused_prompt_tokens == 0
    assert naive.prompt_tokens == step.prompt_tokens


def test_llama_cpp_answers_do_not_depend_on_prefix_reuse(small_llama):
    """Aligned prefill: a reused prefix gives the same logits as a fresh evaluation, so the same answer.

    Without alignment llama.cpp's numerics depend on where a prompt is cut into
    batches; an optimised run (reuse) and a naive run (no reuse) of the same
    algorithm would then make different choices now and then.
    """
    questions = [f"Rewrite: Mr {name} lives at {number} Elm Street in {city}." for name, number, city in
                 [("Yalman", 12, "Izmir"), ("Kaya", 7, "Ankara"), ("Smith", 31, "Leeds"), ("Novak", 2, "Brno")]]
    reused = [small_llama.chat(chat_with_system(q)) for q in questions]
    small_llama.reuse_prefix = False
    try:
        fresh = [small_llama.chat(chat_with_system(q)) for q in reversed(questions)][::-1]
    finally:
        small_llama.reuse_prefix = True
    assert reused == fresh


def test_llama_cpp_prompt_longer_than_context_is_an_llm_error(small_llama):
    with pytest.raises(LLMError, match=r"n_ctx=1024"):
        small_llama.chat(ask("word " * 1500))


# --------------------------------------------------------------------------- transformers

CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|> {{ m['content'] }} <|end|> {% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)
WORDS = ["the", "a", "court", "judge", "case", "name", "city", "date", "of", "in", "on", "and", "is", "was", "said", "yes", "no", "person", "place"]


@pytest.fixture(scope="module")
def tiny_chat_model(tmp_path_factory):
    """A 2-layer random Llama with a word-level tokenizer and a chat template, saved to disk."""
    pytest.importorskip("torch", reason="the transformers backend needs torch")
    pytest.importorskip("transformers", reason="the transformers backend needs transformers")
    import torch
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    specials = ["<unk>", "<pad>", "<s>", "</s>", "<|system|>", "<|user|>", "<|assistant|>", "<|end|>"]
    vocab = {token: i for i, token in enumerate(specials + WORDS)}
    backend = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    backend.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=backend,
        unk_token="<unk>",
        pad_token="<pad>",
        bos_token="<s>",
        eos_token="</s>",
        additional_special_tokens=specials[4:],
    )
    tokenizer.chat_template = CHAT_TEMPLATE
    config = LlamaConfig(
        vocab_size=len(vocab),
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        max_position_embeddings=64,
        pad_token_id=1,
        bos_token_id=2,
        eos_token_id=3,
    )
    torch.manual_seed(0)
    path = tmp_path_factory.mktemp("tiny-chat-model")
    LlamaForCausalLM(config).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


def test_transformers_backend_on_a_tiny_model(tiny_chat_model):
    llm = registry.resolve(
        {
            "llm": {
                "@misc": "spacy_sanitize.TransformersChat.v1",
                "name": str(tiny_chat_model),
                "device": "cpu",
                "temperature": 1.0,
                "seed": 5,
                "max_new_tokens": 6,
            }
        }
    )["llm"]
    assert llm._model is None  # lazy
    messages = [{"role": "system", "content": "the court"}, {"role": "user", "content": "name a city"}]
    first = llm.chat(messages)
    assert isinstance(first, str)
    # prompt: <|system|> the court <|end|> <|user|> name a city <|end|> <|assistant|>
    assert llm.usage.calls == 1 and llm.usage.prompt_tokens == 10
    assert 1 <= llm.usage.generated_tokens <= 6 and llm.usage.reused_prompt_tokens == 0
    answers = {llm.chat(messages, llm.settings.updated(seed=seed)) for seed in range(6)}
    assert llm.chat(messages) == first  # same seed, same answer, whatever ran in between
    assert len(answers) > 1  # sampling does depend on the seed
    greedy = llm.settings.updated(temperature=0.0, seed=None)
    assert llm.chat(messages, greedy) == llm.chat(messages, greedy)
    assert llm.usage.calls == 10

    # a stop string ends generation there and is not part of the answer
    longer = llm.settings.updated(seed=1, max_new_tokens=12, temperature=2.0)
    full = llm.chat(messages, longer)
    words = full.split()
    if len(words) >= 3:
        before = llm.usage.snapshot()
        stopped = llm.chat(messages, longer.updated(stop=(words[2],)))
        assert stopped == full[: full.index(words[2])]
        assert llm.usage.since(before).generated_tokens < 12


def test_transformers_folds_system_into_user_when_the_template_refuses_it(tiny_chat_model):
    from transformers import AutoTokenizer

    from spacy_sanitize.llm.transformers_chat import TransformersChat

    tokenizer = AutoTokenizer.from_pretrained(tiny_chat_model)
    tokenizer.chat_template = (
        "{% if messages[0]['role'] == 'system' %}{{ raise_exception('no system role') }}{% endif %}"
        + CHAT_TEMPLATE
    )
    ids = TransformersChat._encode(tokenizer, [{"role": "system", "content": "the court"}] + ask("yes"))
    text = tokenizer.decode(ids[0])
    assert "<|system|>" not in text and "the court" in text and "yes" in text


def test_paper_setup_is_a_config_change():
    from spacy_sanitize.llm.transformers_chat import TransformersChat

    # merged over a pipeline whose generalizer uses llama.cpp: the whole llm block is replaced
    pipeline = Config().from_str(
        """
        [components]
        [components.intact_generalizer]
        factory = "intact_generalizer"
        [components.intact_generalizer.llm]
        @misc = "spacy_sanitize.LlamaCppChat.v1"
        model_path = "some.gguf"
        n_ctx = 4096
        """
    )
    config = pipeline.merge(load_config(ROOT / "configs" / "llm_mistral7b_nf4.cfg"))
    assert config["components"]["intact_generalizer"]["factory"] == "intact_generalizer"
    block = config["components"]["intact_generalizer"]["llm"]
    assert "model_path" not in block
    llm = registry.resolve({"llm": block})["llm"]
    assert isinstance(llm, TransformersChat) and llm._model is None
    assert llm.name_or_path == "mistralai/Mistral-7B-Instruct-v0.2" and llm.quantization == "nf4"
    assert llm.settings.temperature == 0.3 and llm.settings.max_new_tokens == 512
    with pytest.raises(ValueError, match="quantization"):
        TransformersChat(model_id="m", quantization="nf3")


# --------------------------------------------------------------------------- OpenAI-compatible HTTP


class FakeOpenAIServer:
    """``/v1/chat/completions`` with scripted answers, keyed by the last message:
    ``fail-once…`` answers 500 the first time, ``fail-always…`` always, ``slow…``
    sleeps 1 s, ``wait…`` 50 ms; anything else answers ``echo: <message>``."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.attempts: Counter = Counter()
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                content = body["messages"][-1]["content"]
                with server.lock:
                    server.requests.append(body)
                    server.headers.append({k.lower(): v for k, v in self.headers.items()})
                    server.attempts[content] += 1
                    attempt = server.attempts[content]
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    if self.path != "/v1/chat/completions":
                        status, payload = 404, {"error": {"message": "not found"}}
                    elif content.startswith("fail-always") or (content.startswith("fail-once") and attempt == 1):
                        status, payload = 500, {"error": {"message": "scripted failure"}}
                    else:
                        if content.startswith("slow"):
                            time.sleep(1.0)
                        elif content.startswith("wait"):
                            time.sleep(0.05)
                        status, payload = 200, completion(body["model"], "echo: " + content)
                finally:
                    # before answering: the client cannot send its next request earlier
                    with server.lock:
                        server.in_flight -= 1
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.send_header("retry-after-ms", "1")  # keep the client's backoff short
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client timed out
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def completion(model: str, text: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {
            "prompt_tokens": 12,
            "completion_tokens": 3,
            "total_tokens": 15,
            "prompt_tokens_details": {"cached_tokens": 4},
        },
    }


@pytest.fixture
def fake_server():
    pytest.importorskip("openai", reason="the HTTP backend needs the openai client")
    server = FakeOpenAIServer()
    yield server
    server.close()


def http_llm(server: FakeOpenAIServer, **options: Any) -> ChatLLM:
    config = {"@misc": "spacy_sanitize.OpenAIChat.v1", "model": "fake-model", "base_url": server.base_url}
    config.update(options)
    return registry.resolve({"llm": config})["llm"]


def test_openai_answers_pass_settings_and_count_usage(fake_server, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    llm = http_llm(fake_server, temperature=0.7, top_p=0.9, seed=3, max_new_tokens=20, stop=["\n\n"])
    assert llm.chat(ask("hello")) == "echo: hello"
    sent = fake_server.requests[-1]
    assert sent["model"] == "fake-model" and sent["messages"] == ask("hello")
    assert (sent["temperature"], sent["top_p"], sent["seed"], sent["max_tokens"], sent["stop"]) == (
        0.7, 0.9, 3, 20, ["\n\n"]
    )
    assert fake_server.headers[-1]["authorization"] == "Bearer none"  # local servers need no key
    usage = llm.usage
    assert (usage.calls, usage.prompt_tokens, usage.reused_prompt_tokens, usage.generated_tokens) == (1, 12, 4, 3)

    monkeypatch.setenv("MY_SERVER_KEY", "sk-test")
    keyed = http_llm(fake_server, api_key_env="MY_SERVER_KEY")
    keyed.chat(ask("again"))
    assert fake_server.headers[-1]["authorization"] == "Bearer sk-test"


def test_openai_retries_after_a_server_error(fake_server):
    llm = http_llm(fake_server, max_retries=2)
    assert llm.chat(ask("fail-once please")) == "echo: fail-once please"
    assert fake_server.attempts["fail-once please"] == 2 and llm.usage.calls == 1

    no_luck = http_llm(fake_server, max_retries=1)
    with pytest.raises(LLMError, match="OpenAIChat"):
        no_luck.chat(ask("fail-always"))
    assert fake_server.attempts["fail-always"] == 2 and no_luck.usage.calls == 0


def test_openai_timeout_is_an_llm_error(fake_server):
    llm = http_llm(fake_server, timeout=0.2, max_retries=0)
    start = time.perf_counter()
    with pytest.raises(LLMError):
        llm.chat(ask("slow answer"))
    assert time.perf_counter() - start < 0.9


def test_openai_chat_many_is_bounded_and_keeps_order(fake_server):
    llm = http_llm(fake_server, max_concurrency=3)
    questions = [f"wait {i}" for i in range(10)]
    answers = llm.chat_many([ask(q) for q in questions])
    assert answers == [f"echo: {q}" for q in questions]
    assert 2 <= fake_server.max_in_flight <= 3
    assert llm.usage.calls == 10 and llm.usage.prompt_tokens == 120
