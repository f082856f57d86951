"""A native backend's crash fails one call, never the run (``spacy_sanitize.llm.isolated``)."""

from __future__ import annotations

import pytest
import spacy

from native_crash import make_crashing_chat
from spacy_sanitize.doc_model import sanitize_doc_text
from spacy_sanitize.llm.base import LLMError
from spacy_sanitize.llm.isolated import IsolatedChat


def ask(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


def test_a_segfault_an_abort_and_a_hang_each_fail_one_call_and_the_next_call_works() -> None:
    llm = IsolatedChat(model_id="crashing", factory=make_crashing_chat, timeout_s=20, crash_hint="Rebuild it.")
    try:
        assert llm.chat(ask("hi")) == "echo: hi"
        with pytest.raises(LLMError, match="SIGSEGV.*Rebuild it"):
            llm.chat(ask("please segfault"))
        assert llm.chat(ask("still there?")) == "echo: still there?"
        with pytest.raises(LLMError, match="SIGABRT"):
            llm.chat(ask("please abort"))
        llm.timeout_s = 2
        with pytest.raises(LLMError, match="did not answer in time"):
            llm.chat(ask("please hang"))
        llm.timeout_s = 20
        assert llm.chat(ask("and now?")) == "echo: and now?"
        assert llm.starts == 4 and llm.usage.calls == 3
    finally:
        llm.close()


def test_a_pipeline_whose_backend_segfaults_completes_with_fallback_labels() -> None:
    from spacy.util import registry

    @registry.misc("test.SegfaultingIsolatedChat.v1")
    def make() -> IsolatedChat:
        return IsolatedChat(model_id="crashing", factory=make_crashing_chat, kwargs={"always": "segfault"},
                            timeout_s=30)

    nlp = spacy.blank("en")
    nlp.add_pipe("pii_detector", config={"sources": {"model": None}})
    nlp.add_pipe("intact_generalizer", config={"llm": {"@misc": "test.SegfaultingIsolatedChat.v1"}})
    docs = list(nlp.pipe(["Mr John Smith was born on 3 March 1961.", "Call 212-555-0199 on 4 May 2020."]))
    texts = [sanitize_doc_text(doc).text for doc in docs]
    assert len(texts) == 2
    assert "John Smith" not in texts[0] and "3 March 1961" not in texts[0] and "212-555-0199" not in texts[1]
    nlp.get_pipe("intact_generalizer").llm.close()
