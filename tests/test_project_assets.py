"""project.yml's assets: the online defaults name the public files, offline ones are extras, and every
TAB file a command reads is an asset under both."""

import re
from pathlib import Path

import pytest

weasel_util = pytest.importorskip("weasel.util", reason="weasel (spaCy's project runner) is not installed")

ROOT = Path(__file__).resolve().parent.parent
OFFLINE = {"vars.test_split": "tab_test", "vars.dev_split": "tab_dev113", "vars.train_split": "tab_train"}
#: the files of the two public repositories (checked against their trees: NorskRegnesentral/
#: text-anonymization-benchmark at the top level, BenetManzanaresSalor/TAE under data/tab)
PUBLIC = {
    "https://raw.githubusercontent.com/NorskRegnesentral/text-anonymization-benchmark/master/":
        {"echr_train.json", "echr_dev.json", "echr_test.json"},
    "https://raw.githubusercontent.com/BenetManzanaresSalor/TAE/main/data/tab/":
        {"bks/TAB_all_BK=Public10%25.json", "bks/TAB_test_BK=Public.json",
         "anonymizations/TAB_all_Manual_Entity.json", "anonymizations/TAB_test_Presidio.json",
         "anonymizations/TAB_test_spaCy_Entity.json", "anonymizations/TAB_test_St.NER7.json",
         "anonymizations/TAB_test_Manual_Supression.json", "anonymizations/TAB_test_Manual_Dou.json",
         "anonymizations/TAB_test_Manual_Presidio_gpt-3.5-turbo-0125.json"},
}


def project(overrides=None):
    return weasel_util.load_project_config(ROOT, overrides=overrides or {})


def tab_files_read(config) -> set[str]:
    """``assets/tab/...`` paths in the commands' deps and scripts."""
    found = set()
    for command in config["commands"]:
        for text in list(command.get("deps", [])) + list(command.get("script", [])):
            found |= set(re.findall(r"assets/tab/[\w./=%-]+\.json", text))
    return found


def test_default_assets_are_public_files_and_offline_ones_are_extras():
    assets = project()["assets"]
    for asset in assets:
        url = asset["url"]
        if asset.get("extra"):
            assert not url.startswith("http"), url  # the reconstructions exist only in a local folder
            continue
        base = next((b for b in PUBLIC if url.startswith(b)), None)
        assert base is not None and url[len(base):] in PUBLIC[base], url


@pytest.mark.parametrize("overrides", [{}, OFFLINE], ids=["online", "offline"])
def test_every_tab_file_a_command_reads_is_an_asset(overrides):
    config = project(overrides)
    online = {a["dest"] for a in config["assets"] if not a.get("extra")}
    offline = {a["dest"] for a in config["assets"] if a.get("extra")}
    dests = offline if overrides else online
    missing = tab_files_read(config) - dests
    assert not missing, f"read by a command but fetched by no {'offline' if overrides else 'online'} asset: {missing}"
