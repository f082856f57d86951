"""CluSanT (clusant_substituter): mechanism, privacy guarantee, sampling, clustering, vocabulary, component.

Everything runs offline on tiny hand-made or random embeddings; the component
tests use a deterministic fake embedder (registered below), never a model.
The privacy tests compare *exact* output distributions: the vectorised
mechanism against a loop-by-loop transcription of Fig. 1 and Fig. 2, and
Theorem 5's inequality for every pair of inputs and every output.
"""

import hashlib
import json
import math
import warnings
from collections import Counter

import numpy as np
import pytest
import spacy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from spacy.language import Language
from spacy.tokens import DocBin
from spacy.util import registry

from conftest import ScriptedChat, component_config
from spacy_sanitize.clusant.augment import parse_phrases
from spacy_sanitize.clusant.build_vocab import build_from_corpus, build_from_similar
from spacy_sanitize.clusant.clustering import KMeansClustering, custext_clusters
from spacy_sanitize.clusant.geometry import Geometry, delta_u, diameter_upper_bound, distances_to, pairwise_distances
from spacy_sanitize.clusant.mechanism import ClusantMechanism, CusTextMechanism, SanTextMechanism, parse_k
from spacy_sanitize.clusant.privacy import check_mldp, check_theorem5, cluster_embedding_distance, proof_bound
from spacy_sanitize.clusant.randomness import (
    SeededRandomness,
    SystemRandomness,
    make_randomness,
    sample_categorical,
    sample_from_row,
)
from spacy_sanitize.clusant.state import TypeState
from spacy_sanitize.clusant.substitution import LeakGuard, TypeSubstituter, match_casing
from spacy_sanitize.clusant.vocabulary import (
    TypeVocabulary,
    Vocabulary,
    default_vocabulary_path,
    load_vocabulary,
    phrases_from_similar_groups,
    save_vocabulary,
)
from spacy_sanitize.components.clusant_substituter import _fit_article
from spacy_sanitize.doc_model import PII_SPAN_KEY, get_edits, register_extensions, sanitize_doc_text
from spacy_sanitize.fail_closed import FAIL_CLOSED_METHOD, leaks

register_extensions()


# ---------------------------------------------------------------------------------------------
# helpers

def seeded(seed: int = 0) -> SeededRandomness:
    return SeededRandomness(seed, warn=False)


def random_geometry(n: int = 40, dim: int = 6, n_clusters: int = 5, seed: int = 0) -> Geometry:
    rng = np.random.default_rng(seed)
    embeddings = rng.normal(size=(n, dim)).astype(np.float32)
    return Geometry(embeddings, custext_clusters(embeddings, n_clusters, seed=seed))


def reference_log_probs(embeddings: np.ndarray, labels: np.ndarray, epsilon: float, k: float, du: float,
                        x: int) -> np.ndarray:
    """Fig. 1 and Fig. 2 transcribed loop by loop, with the f′ vectors built explicitly."""
    f = embeddings.astype(np.float64)
    clusters = sorted(set(labels.tolist()))
    centroid = {c: f[labels == c].mean(axis=0) for c in clusters}
    f_prime_cluster = {c: k * centroid[c] for c in clusters}  # Fig. 1 step 1(b)
    cx = labels[x]
    # step 1: ε_E = ε/2, u_c = −d_c(f′(C_x), f′(C)), Δu_c = 1
    w1 = {c: math.exp((epsilon / 2) * -np.linalg.norm(f_prime_cluster[cx] - f_prime_cluster[c]) / 2) for c in clusters}
    z1 = sum(w1.values())
    out = np.zeros(len(f))
    for c in clusters:
        members = [i for i in range(len(f)) if labels[i] == c]
        # step 2: ε_E = ε/2, u = −d(x, y) on f, Δu
        w2 = {y: math.exp((epsilon / 2) * -np.linalg.norm(f[x] - f[y]) / (2 * du)) for y in members}
        z2 = sum(w2.values())
        for y in members:
            out[y] = (w1[c] / z1) * (w2[y] / z2)
    return np.log(out)


def chi_square_pvalue(counts: np.ndarray, probabilities: np.ndarray) -> float:
    """Pearson's test, bins with expected count < 5 pooled."""
    stats = pytest.importorskip("scipy.stats")
    total = counts.sum()
    expected = probabilities * total
    assert counts[expected == 0].sum() == 0, "an outcome of probability 0 was drawn"
    big = expected >= 5
    obs = np.append(counts[big], counts[~big & (expected > 0)].sum())
    exp = np.append(expected[big], expected[~big & (expected > 0)].sum())
    keep = exp > 0
    obs, exp = obs[keep], exp[keep]
    exp = exp * obs.sum() / exp.sum()
    if len(obs) < 2:
        return 1.0
    return float(stats.chisquare(obs, exp).pvalue)


def tv_distance(p: np.ndarray, q: np.ndarray) -> float:
    return 0.5 * float(np.abs(p - q).sum())


# ---------------------------------------------------------------------------------------------
# the mechanism against the paper

@pytest.mark.parametrize("epsilon,k,n_clusters", [(1.0, 1.0, 5), (4.0, 7.5, 5), (8.0, 32.0, 8), (2.0, 3.0, 1)])
def test_vectorised_distribution_is_fig2(epsilon, k, n_clusters):
    geometry = random_geometry(n=30, dim=5, n_clusters=n_clusters, seed=3)
    du = delta_u(geometry.embeddings)
    mechanism = ClusantMechanism(geometry, epsilon, k, du)
    for x in (0, 7, 29):
        expected = reference_log_probs(geometry.embeddings, geometry.cluster_of, epsilon, k, du, x)
        np.testing.assert_allclose(mechanism.log_probabilities(x), expected, rtol=1e-9, atol=1e-9)
        assert mechanism.probabilities(x).sum() == pytest.approx(1.0, abs=1e-12)


def test_sparse_rows_equal_dense_rows():
    """Beyond dense_limit the K×K matrix is not built; rows computed on demand must agree."""
    geometry = random_geometry(n=50, dim=4, n_clusters=10, seed=1)
    sparse = Geometry(geometry.embeddings, geometry.cluster_of, dense_limit=0, row_cache=2)
    assert sparse._dense is None
    for c in range(geometry.n_clusters):
        np.testing.assert_allclose(sparse.centroid_distances(c), geometry.centroid_distances(c), atol=1e-12)
    du = delta_u(geometry.embeddings)
    a, b = ClusantMechanism(geometry, 3.0, 4.0, du), ClusantMechanism(sparse, 3.0, 4.0, du)
    np.testing.assert_allclose(a.log_probabilities(5), b.log_probabilities(5), atol=1e-12)


def test_cluster_embedding_is_fig1():
    geometry = random_geometry(n=24, dim=3, n_clusters=4)
    k = 5.0
    clusters, tokens = geometry.cluster_embedding(k)
    np.testing.assert_allclose(clusters, k * geometry.centroids)
    for x in range(geometry.n):
        c = geometry.cluster_of[x]
        np.testing.assert_allclose(tokens[x], k * geometry.centroids[c] + geometry.embeddings[x] - geometry.centroids[c],
                                   atol=1e-6)
    # within a cluster f′ keeps f's differences; between clusters d_c(f′(C), f′(C′)) = k·‖C − C′‖
    members = geometry.members(0)
    np.testing.assert_allclose(tokens[members[0]] - tokens[members[1]],
                               geometry.embeddings[members[0]] - geometry.embeddings[members[1]], atol=1e-6)
    np.testing.assert_allclose(np.linalg.norm(clusters[0] - clusters[1]), k * geometry.centroid_distances(0)[1])
    with pytest.raises(ValueError, match="k = inf"):
        geometry.cluster_embedding(math.inf)


def test_santext_is_clusant_with_singletons_and_k1():
    """Fact 1: singleton clusters and k = 1 make Fig. 2 SanText (run with ε/2: Fig. 2 splits ε)."""
    rng = np.random.default_rng(5)
    embeddings = rng.normal(size=(20, 4)).astype(np.float32)
    singletons = Geometry(embeddings, np.arange(20))
    assert singletons.singleton
    clusant = ClusantMechanism(singletons, 6.0, 1.0, delta_u(embeddings))
    santext = SanTextMechanism(singletons, 3.0)
    for x in range(20):
        np.testing.assert_allclose(clusant.log_probabilities(x), santext.log_probabilities(x), atol=1e-10)


def test_custext_is_the_k_to_infinity_limit():
    geometry = random_geometry(n=36, dim=4, n_clusters=6, seed=2)
    du = delta_u(geometry.embeddings)
    limit = ClusantMechanism(geometry, 4.0, "inf", du)
    x = 4
    p_limit = limit.probabilities(x)
    members = geometry.members(geometry.cluster_of[x])
    assert p_limit[members].sum() == pytest.approx(1.0)
    assert set(np.flatnonzero(p_limit > 0)) <= set(members)
    distances = [tv_distance(ClusantMechanism(geometry, 4.0, k, du).probabilities(x), p_limit) for k in (1, 4, 16, 64, 256)]
    assert all(a > b for a, b in zip(distances, distances[1:], strict=False)), distances
    assert distances[-1] < 1e-6


def test_custext_own_mechanism_is_not_ldp_across_clusters():
    """Theorem 4: outputs of inputs in different clusters have disjoint supports."""
    geometry = random_geometry(n=30, dim=4, n_clusters=3)
    custext = CusTextMechanism(geometry, 4.0)
    x = int(geometry.members(0)[0])
    x2 = int(geometry.members(1)[0])
    p, q = custext.probabilities(x), custext.probabilities(x2)
    assert p.sum() == pytest.approx(1.0) and q.sum() == pytest.approx(1.0)
    assert np.any((p > 0) & (q == 0))
    assert not check_mldp(custext, [x, x2], distance=lambda a, b: 100.0).holds
    # inside one cluster it is ε-LDP (Theorem 3): utilities lie in [−1, 0] and Δu = 1
    same = [int(i) for i in geometry.members(0)]
    assert check_mldp(custext, same, distance=lambda a, b: 1.0).holds


def test_delta_u_is_the_paper_sensitivity():
    rng = np.random.default_rng(7)
    for scale in (0.1, 3.0):
        points = (scale * rng.normal(size=(25, 3))).astype(np.float32)
        d = np.linalg.norm(points[:, None, :].astype(np.float64) - points[None, :, :], axis=2)
        brute = max(1.0, float(np.max(np.abs(d[:, None, :] - d[None, :, :]))))  # max_{x,x′,y} |d(x,y) − d(x′,y)|
        exact = delta_u(points, "exact")
        assert brute <= exact <= brute + 1e-6
        assert delta_u(points, "bound") >= exact
    assert diameter_upper_bound(np.zeros((1, 3))) == 0.0
    with pytest.raises(ValueError, match="'exact'"):
        delta_u(np.zeros((3, 2)), "approximately")


# ---------------------------------------------------------------------------------------------
# Theorem 5

@pytest.mark.parametrize("epsilon,n_clusters,seed", [(1.0, 4, 0), (4.0, 6, 1), (12.0, 8, 2)])
def test_theorem5_holds_for_every_pair_when_its_conditions_do(epsilon, n_clusters, seed):
    geometry = random_geometry(n=40, dim=5, n_clusters=n_clusters, seed=seed)
    du = delta_u(geometry.embeddings)
    k_sufficient = check_theorem5(geometry, 1.0).k_sufficient
    for k in (k_sufficient * 1.001, k_sufficient * 3):
        report = check_theorem5(geometry, k, exact=True)
        assert report.holds, report.message()
        mechanism = ClusantMechanism(geometry, epsilon, k, du)
        result = check_mldp(mechanism, range(geometry.n))  # 40·39 ordered pairs × 40 outputs
        assert result.pairs == 40 * 39
        assert result.holds, (result.max_excess, result.worst)


def test_proof_bound_holds_whatever_k():
    geometry = random_geometry(n=30, dim=4, n_clusters=5, seed=4)
    du = delta_u(geometry.embeddings)
    for k in (1.0, 2.0, 50.0):
        mechanism = ClusantMechanism(geometry, 5.0, k, du)
        logs = np.stack([mechanism.log_probabilities(x) for x in range(geometry.n)])
        for x in range(geometry.n):
            for x2 in range(geometry.n):
                bound = proof_bound(geometry, 5.0, k, x, x2)
                assert np.max(logs[x] - logs[x2]) <= bound + 1e-9


def two_cluster_counterexample() -> Geometry:
    """x0 and x1 nearly coincide but sit in far-apart clusters: with k = 1 step 1 tells them apart."""
    points = np.array([[0.0, 0.0], [-2.0, 0.0], [0.01, 0.0], [2.0, 0.0]], dtype=np.float32)
    return Geometry(points, np.array([0, 0, 1, 1]))


def test_theorem5_violation_is_reported_and_real():
    geometry = two_cluster_counterexample()
    du = delta_u(geometry.embeddings)
    report = check_theorem5(geometry, 1.0, exact=True)
    assert report.holds is False and report.method == "exact"
    assert report.violating_token_pairs >= 1 and report.example is not None
    message = report.message(["x0", "a", "x1", "b"])
    assert "FAIL" in message and "k ≥ 2.489" in message and "'x0'" in message
    # without the conditions, the ε-MLDP inequality really fails...
    broken = check_mldp(ClusantMechanism(geometry, 4.0, 1.0, du), range(4))
    assert not broken.holds and broken.worst[:2] in {(0, 2), (2, 0)}
    # ...and at the k the report asks for, it holds
    fixed_k = report.k_sufficient * 1.0001
    assert check_theorem5(geometry, fixed_k).holds
    assert check_mldp(ClusantMechanism(geometry, 4.0, fixed_k, du), range(4)).holds
    # the cheap check alone says "not established" and what k would do
    cheap = check_theorem5(geometry, 1.0, exact=False)
    assert cheap.holds is False and cheap.method == "cluster_bound" and "not established" in cheap.message()


def test_theorem5_special_cases():
    singletons = Geometry(np.eye(3, dtype=np.float32), np.arange(3))
    assert check_theorem5(singletons, 1.0).holds and "Theorem 5 is not needed" in check_theorem5(singletons, 1).message()
    assert check_mldp(ClusantMechanism(singletons, 2.0, 1.0, 1.0), range(3)).holds
    geometry = random_geometry(n=12, dim=3, n_clusters=3)
    limit = check_theorem5(geometry, math.inf)
    assert limit.holds is None and "Theorem 4" in limit.message()
    assert json.dumps(check_theorem5(geometry, 2.0, exact=True).to_dict())


vectors = hnp.arrays(np.float32, st.tuples(st.integers(2, 9), st.integers(1, 3)),
                     elements=st.floats(-3, 3, allow_nan=False, width=32))


def test_near_centroids_keep_the_triangle_inequality_the_proof_bound_needs():
    # clusters 0 and 2 have centroids 5e-10 apart at norm 0.5: the Gram identity made that 0 while
    # their rows of centroid distances differed by 1e-9, so the mechanism exceeded the proof's bound
    points = np.array([[1, 0, 1e-9], [1e-9, 1e-9, 1e-9], [1, 1e-9, 1e-9], [1e-9, 1e-9, 1e-9], [1e-9, 1, 1e-9]],
                      dtype=np.float32)
    geometry = Geometry(points, np.array([0, 0, 2, 2, 1]))
    exact = np.stack([distances_to(geometry.centroids, c) for c in geometry.centroids])
    np.testing.assert_allclose(pairwise_distances(geometry.centroids, geometry.centroids), exact, rtol=1e-12, atol=0)
    mechanism = ClusantMechanism(geometry, 1.0, 10.0, delta_u(points))
    logs = np.stack([mechanism.log_probabilities(x) for x in range(5)])
    for x in range(5):
        for x2 in range(5):
            assert np.max(logs[x] - logs[x2]) <= proof_bound(geometry, 1.0, 10.0, x, x2) + 1e-12


def test_mldp_check_keeps_the_offsets_within_a_cluster_at_a_huge_k():
    # two clusters 1.7e-38 apart need k ≈ 6e37; k·C + offset would round the offsets away, so the
    # check saw d_c = 0 between two different phrases of one cluster and reported a false violation
    points = np.array([[0.0], [1.0], [1.6999197e-38], [1.6999197e-38]], dtype=np.float32)
    geometry = Geometry(points, np.array([1, 0, 0, 2]))
    k_safe = check_theorem5(geometry, 1.0, exact=True).k_sufficient * 1.0001
    assert k_safe > 1e37 and check_theorem5(geometry, k_safe).holds
    assert cluster_embedding_distance(geometry, k_safe, 1, 2) == pytest.approx(1.0)
    assert check_mldp(ClusantMechanism(geometry, 1.0, k_safe, delta_u(points)), range(4)).holds


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(points=vectors, data=st.data(), epsilon=st.floats(0.1, 12), k=st.floats(1, 60))
def test_property_random_vocabularies(points, data, epsilon, k):
    """For random X′, clusterings, ε and k: distributions are distributions, the proof's bound always holds,
    and whenever the conditions of Theorem 5 are verified, so is its ε-MLDP inequality."""
    n = len(points)
    labels = np.array(data.draw(st.lists(st.integers(0, 3), min_size=n, max_size=n)))
    geometry = Geometry(points, labels)
    du = delta_u(points)
    mechanism = ClusantMechanism(geometry, epsilon, k, du)
    logs = np.stack([mechanism.log_probabilities(x) for x in range(n)])
    np.testing.assert_allclose(np.exp(logs).sum(axis=1), 1.0, atol=1e-9)
    for x in range(n):
        for x2 in range(n):
            assert np.max(logs[x] - logs[x2]) <= proof_bound(geometry, epsilon, k, x, x2) + 1e-9
    report = check_theorem5(geometry, k, exact=True)
    if report.holds:
        assert check_mldp(mechanism, range(n)).holds
    if math.isfinite(report.k_sufficient):
        k_safe = report.k_sufficient * 1.0001
        assert check_theorem5(geometry, k_safe).holds
        assert check_mldp(ClusantMechanism(geometry, epsilon, k_safe, du), range(n)).holds


# ---------------------------------------------------------------------------------------------
# sampling

@pytest.mark.parametrize("kind", ["clusant", "clusant_inf", "santext", "custext"])
def test_sampling_frequencies_match_the_exact_distribution(kind):
    geometry = random_geometry(n=30, dim=4, n_clusters=5, seed=8)
    du = delta_u(geometry.embeddings)
    mechanism = {
        "clusant": ClusantMechanism(geometry, 2.0, 3.0, du),
        "clusant_inf": ClusantMechanism(geometry, 2.0, "inf", du),
        "santext": SanTextMechanism(geometry, 2.0),
        "custext": CusTextMechanism(geometry, 2.0),
    }[kind]
    n_draws = 60_000
    xs = np.array([3] * n_draws + [17] * n_draws)  # one batch, two inputs
    draws = mechanism.sample(xs, seeded(11))
    for x, part in ((3, draws[:n_draws]), (17, draws[n_draws:])):
        counts = np.bincount(part, minlength=geometry.n)
        assert chi_square_pvalue(counts, mechanism.probabilities(x)) > 1e-4


def test_sampling_with_the_os_csprng_matches_too():
    geometry = random_geometry(n=20, dim=3, n_clusters=4, seed=9)
    mechanism = ClusantMechanism(geometry, 3.0, 2.0, delta_u(geometry.embeddings))
    draws = mechanism.sample(np.full(40_000, 6), SystemRandomness())
    assert chi_square_pvalue(np.bincount(draws, minlength=20), mechanism.probabilities(6)) > 1e-6


def test_randomness_sources():
    system = SystemRandomness()
    u = system.uniform(10_000)
    assert u.dtype == np.float64 and (u >= 0).all() and (u < 1).all() and len(np.unique(u)) == 10_000
    assert len(system.uniform(0)) == 0
    with pytest.warns(UserWarning, match="seed=3"):
        a = make_randomness(3).uniform(5)
    np.testing.assert_array_equal(a, SeededRandomness(3, warn=False).uniform(5))
    assert isinstance(make_randomness(None), SystemRandomness)


@settings(max_examples=200, deadline=None)
@given(weights=st.lists(st.one_of(st.just(-math.inf), st.floats(-50, 5)), min_size=1, max_size=8),
       uniforms=st.lists(st.floats(0, 1, exclude_max=True), min_size=1, max_size=5))
def test_categorical_draws_never_pick_impossible_outcomes(weights, uniforms):
    log_w = np.array(weights)
    if np.all(np.isinf(log_w)):
        with pytest.raises(ValueError):
            sample_from_row(log_w, np.array(uniforms))
        return
    picked = sample_from_row(log_w, np.array(uniforms))
    assert np.all(np.isfinite(log_w[picked]))
    rows = sample_categorical(np.tile(log_w, (len(uniforms), 1)), np.array(uniforms))
    np.testing.assert_array_equal(rows, picked)


def test_conditioned_draws_are_the_conditional_distribution():
    """Never the original: draws avoid the forbidden outputs, with M(x) | not forbidden exactly."""
    geometry = random_geometry(n=16, dim=3, n_clusters=4, seed=12)
    phrases = [f"place {i}" for i in range(16)]
    mechanism = ClusantMechanism(geometry, 6.0, 2.0, delta_u(geometry.embeddings))
    x = 0
    p = mechanism.probabilities(x)
    forbidden_rows = {0, int(np.argsort(p)[-2])}  # the original and another likely output
    conditional = np.where(np.isin(np.arange(16), list(forbidden_rows)), 0.0, p)
    conditional /= conditional.sum()
    for max_rejections in (16, 1):  # rejection path, and the exact conditional path
        substituter = TypeSubstituter(TypeVocabulary("LOC", phrases), mechanism, casing="vocabulary",
                                      max_rejections=max_rejections)
        guard = LeakGuard(phrases[r] for r in forbidden_rows)
        randomness = seeded(max_rejections)
        rows = [substituter.draw(["place 0"], guard, randomness)[0].row_out for _ in range(2500)]
        counts = np.bincount(rows, minlength=16)
        assert counts[list(forbidden_rows)].sum() == 0
        assert chi_square_pvalue(counts, conditional) > 1e-4


# ---------------------------------------------------------------------------------------------
# clustering

@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 60), n_clusters=st.integers(1, 70), seed=st.integers(0, 3))
def test_custext_clustering_sizes(n, n_clusters, seed):
    embeddings = np.random.default_rng(seed).normal(size=(n, 3)).astype(np.float32)
    labels = custext_clusters(embeddings, n_clusters, seed=seed)
    k = min(n, n_clusters)
    sizes = np.bincount(labels)
    assert len(sizes) == k and sizes.max() - sizes.min() <= 1 and sizes.sum() == n


def test_custext_clustering_takes_the_seeds_nearest_tokens():
    rng = np.random.default_rng(0)
    embeddings = rng.normal(size=(30, 4)).astype(np.float32)
    labels = custext_clusters(embeddings, 5, seed=1)
    first = np.flatnonzero(labels == 0)
    # the first cluster is a seed and its 5 nearest tokens: one of its members has all others as nearest
    d = np.linalg.norm(embeddings[:, None] - embeddings[None], axis=2)
    assert any(set(np.argsort(d[i])[:6]) == set(first) for i in first)
    np.testing.assert_array_equal(labels, custext_clusters(embeddings, 5, seed=1))  # reproducible


def test_kmeans_clustering():
    pytest.importorskip("sklearn")
    embeddings = np.concatenate([np.zeros((5, 2)), np.ones((5, 2)) * 10]).astype(np.float32)
    labels = KMeansClustering(n_clusters=2)(embeddings)
    assert len(set(labels[:5])) == 1 and len(set(labels[5:])) == 1 and labels[0] != labels[5]


# ---------------------------------------------------------------------------------------------
# vocabulary, rendering, augmentation

def test_vocabulary_normalises_and_looks_up(tmp_path):
    vocabulary = Vocabulary.from_phrases({"ORG": ["Court of Cassation", "court  of cassation", "  home office ", ""]},
                                         source="test")
    org = vocabulary["ORG"]
    assert org.phrases == ["Court of Cassation", "home office"]
    assert org.lookup("COURT OF CASSATION,") == 0
    assert org.lookup_with_article("the Home Office") == (1, "the ")
    assert org.lookup_with_article("Ministry") == (None, "")
    with pytest.raises(KeyError, match="build_vocab"):
        vocabulary["PERSON"]
    path = save_vocabulary(vocabulary, tmp_path / "v.json.gz")
    assert load_vocabulary(path).to_dict() == vocabulary.to_dict()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"LOC": ["x"]}))
    with pytest.raises(ValueError, match="not a CluSanT vocabulary"):
        load_vocabulary(bad)
    with pytest.raises(FileNotFoundError, match=r"clusant_substituter.vocabulary\] path"):
        load_vocabulary(tmp_path / "missing.json")


def test_shipped_vocabulary_has_locations_and_organisations_only():
    vocabulary = load_vocabulary()
    assert default_vocabulary_path().stat().st_size < 1_000_000
    assert set(vocabulary.types) == {"LOC", "ORG"}
    assert len(vocabulary["LOC"]) > 5000 and len(vocabulary["ORG"]) > 20000
    assert vocabulary["LOC"].lookup("Stockholm") is not None


def test_similar_groups_build(tmp_path):
    groups = {"0": ["oslo", "bergen"], "1": ["bergen", "tromsø"]}
    assert phrases_from_similar_groups(groups) == ["oslo", "bergen", "tromsø"]
    path = tmp_path / "LOC_similar.json"
    path.write_text(json.dumps(groups), encoding="utf8")
    assert build_from_similar([("LOC", path)])["LOC"].phrases == ["oslo", "bergen", "tromsø"]


def test_casing_and_leak_guard():
    assert match_casing("Aliağa Criminal Court", "elblag regional court") == "Elblag Regional Court"
    assert match_casing("Court of Cassation", "court of the lord high admiral") == "Court of the Lord High Admiral"
    assert match_casing("NATO", "council of europe") == "Council of Europe"
    assert match_casing("MINISTRY OF JUSTICE", "home office") == "HOME OFFICE"
    assert match_casing("the government", "home office") == "home office"
    geometry = random_geometry(n=3, dim=2, n_clusters=1)
    substituter = TypeSubstituter(TypeVocabulary("ORG", ["newcastle", "home office", "the hague court"]),
                                  SanTextMechanism(geometry, 1.0))
    assert substituter.render(0, "the United Kingdom", "") == "Newcastle"  # nearest entry: no article added
    assert substituter.render(1, "the Ministry of Justice", "the ") == "the Home Office"
    assert substituter.render(2, "The Court", "The ") == "The Hague Court"
    assert TypeSubstituter(substituter.vocabulary, substituter.mechanism, casing="vocabulary").render(
        0, "The Court", "The ") == "The newcastle"
    assert _fit_article("against the United Kingdom", 12, "The Commonwealth") == "Commonwealth"
    assert _fit_article("against United Kingdom", 8, "the Commonwealth") == "the Commonwealth"
    guard = LeakGuard(["Ankara", "Court  of Cassation", "---"])
    assert guard("ANKARA university") and guard("the court of\ncassation") and not guard("Ankaraguru")
    assert not LeakGuard([])("anything")


def test_parse_llm_phrases():
    answer = "Here you go:\n[oslo district court, bergen district court (bergen tingrett, x), 'tromsø court']"
    assert parse_phrases(answer) == ["oslo district court", "bergen district court (bergen tingrett, x)", "tromsø court"]
    assert parse_phrases("- Lyon\n- Marseille\n- lyon") == ["Lyon", "Marseille"]
    assert parse_phrases("") == [] and len(parse_phrases("[" + ", ".join(f"p{i}" for i in range(50)) + "]", limit=10)) == 10


# ---------------------------------------------------------------------------------------------
# the component

EMBED_CALLS: list[str] = []


class FakeEmbedder:
    """Deterministic 16-dimensional unit vectors from a hash of the text (no model)."""

    name = "fake-hash-16"

    def __call__(self, texts: list[str]) -> np.ndarray:
        EMBED_CALLS.extend(texts)
        out = []
        for text in texts:
            seed = int(hashlib.sha256(" ".join(text.lower().split()).encode()).hexdigest()[:8], 16)
            v = np.random.default_rng(seed).normal(size=16)
            out.append(v / np.linalg.norm(v))
        return np.array(out, dtype=np.float32)


class FailingEmbedder(FakeEmbedder):
    fail = False

    def __call__(self, texts: list[str]) -> np.ndarray:
        if FailingEmbedder.fail:
            raise RuntimeError("model unavailable")
        return super().__call__(texts)


@registry.misc("test_clusant.FakeEmbedder.v1")
def make_fake_embedder(failing: bool = False) -> FakeEmbedder:
    return FailingEmbedder() if failing else FakeEmbedder()


LOC = ["ankara", "izmir", "istanbul", "bursa", "konya", "adana", "london", "paris", "lyon", "marseille", "oslo", "bergen"]
ORG = ["court of cassation", "ministry of justice", "home office", "ankara security directorate", "izmir criminal court",
       "european commission", "council of europe", "supreme court", "constitutional court", "district court"]
TEXT = ("Mr Galip Yalman was held in Ankara by the Ankara Criminal Court. The Court of Cassation "
        "upheld it; Yalman then left Ankara for Izmir.")


@pytest.fixture()
def vocab_path(tmp_path):
    return str(save_vocabulary(Vocabulary.from_phrases({"LOC": LOC, "ORG": ORG}, source="test"), tmp_path / "v.json"))


def make_nlp(vocab_path, **config):
    nlp = spacy.blank("en")
    base = {"path": vocab_path, "embedder": {"@misc": "test_clusant.FakeEmbedder.v1"}, "cache_dir": None,
            "clustering": {"@misc": "spacy_sanitize.CusTextClustering.v1", "n_clusters": 3, "seed": 0},
            "k": 8.0, "epsilon": 4.0, "theorem5": "ignore"}
    base.update(config)
    nlp.add_pipe("clusant_substituter", config=component_config("clusant_substituter", base))
    return nlp


def make_doc(nlp, text=TEXT):
    doc = nlp.make_doc(text)
    doc._.doc_id = "d1"
    mentions = [("Galip Yalman", "PERSON", "p1"), ("Ankara", "LOC", None), ("Ankara Criminal Court", "ORG", None),
                ("Court of Cassation", "ORG", None), ("Yalman", "PERSON", "p1"), ("Izmir", "LOC", None)]
    spans, at = [], 0
    for mention, label, eid in mentions:
        start = text.index(mention, at) if mention != "Ankara" else text.index("Ankara", 0)
        span = doc.char_span(start, start + len(mention), label)
        span._.pii_entity_id = eid
        spans.append(span)
        at = start + 1 if mention != "Ankara" else at
    last = text.rindex("Ankara")
    second = doc.char_span(last, last + 6, "LOC")
    doc.spans[PII_SPAN_KEY] = spans + [second]
    return doc


def check_sanitized(doc):
    """Every chosen span covered, nothing verbatim, no guard repairs needed."""
    edits = get_edits(doc)
    output = sanitize_doc_text(doc).text
    for span in doc.spans[PII_SPAN_KEY]:
        assert span._.pii_replacement is not None
        for edit in edits:
            assert not leaks(span.text, edit.replacement), (span.text, edit.replacement)
    assert all(e.method != FAIL_CLOSED_METHOD for e in edits), [e for e in edits if e.method == FAIL_CLOSED_METHOD]
    return output


def test_component_substitutes_consistently_and_never_verbatim(vocab_path):
    nlp = make_nlp(vocab_path)
    doc = nlp(make_doc(nlp))
    output = check_sanitized(doc)
    spans = {(s.start_char, s.text): s for s in doc.spans[PII_SPAN_KEY]}
    ankaras = [s for (_, t), s in spans.items() if t == "Ankara"]
    assert len(ankaras) == 2 and ankaras[0]._.pii_replacement == ankaras[1]._.pii_replacement
    persons = [s for s in doc.spans[PII_SPAN_KEY] if s.label_ == "PERSON"]
    assert {s._.pii_replacement for s in persons} == {"PERSON.1"}
    for span in doc.spans[PII_SPAN_KEY]:
        if span.label_ in ("LOC", "ORG"):
            phrases = LOC if span.label_ == "LOC" else ORG
            assert span._.pii_replacement.lower() in phrases
            assert span._.pii_replacement[0].isupper()  # the span's casing
            details = span._.pii_details
            assert details["mechanism"] == "clusant" and details["epsilon"] == 4.0 and details["k"] == 8.0
    oov = [s for s in doc.spans[PII_SPAN_KEY] if s.text == "Ankara Criminal Court"][0]
    assert oov._.pii_details["input_in_vocabulary"] is False and oov._.pii_details["input_entry"] in ORG
    assert "ankara" not in oov._.pii_replacement.lower()
    assert "Galip" not in output and "Ankara" not in output
    # plain values: they survive a DocBin
    restored = list(DocBin(docs=[doc], store_user_data=True).get_docs(nlp.vocab))[0]
    assert restored.spans[PII_SPAN_KEY][1]._.pii_details == doc.spans[PII_SPAN_KEY][1]._.pii_details


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(picks=st.lists(st.sampled_from(LOC + ORG), min_size=1, max_size=6, unique=True),
       epsilon=st.sampled_from([0.5, 8.0, 50.0]), k=st.sampled_from([1.0, 64.0, "inf"]),
       mechanism=st.sampled_from(["clusant", "santext", "custext"]), n_clusters=st.sampled_from([2, 12]))
def test_property_never_verbatim(vocab_path, picks, epsilon, k, mechanism, n_clusters):
    """Whatever the settings (including singleton clusters under CusText, where only the original has
    probability), no chosen span reaches the output and the guard has nothing to repair."""
    nlp = make_nlp(vocab_path, epsilon=epsilon, k=k, mechanism=mechanism,
                   clustering={"@misc": "spacy_sanitize.CusTextClustering.v1", "n_clusters": n_clusters, "seed": 0})
    text = " and ".join(p.title() for p in picks) + "."
    doc = nlp.make_doc(text)
    spans, at = [], 0
    for p in picks:
        start = text.index(p.title(), at)
        spans.append(doc.char_span(start, start + len(p), "LOC" if p in LOC else "ORG", alignment_mode="expand"))
        at = start + len(p)
    doc.spans[PII_SPAN_KEY] = spans
    doc = nlp(doc)
    check_sanitized(doc)


def test_singleton_custext_falls_back_to_the_label(vocab_path):
    nlp = make_nlp(vocab_path, mechanism="custext", clustering={"@misc": "spacy_sanitize.SingletonClustering.v1"})
    doc = nlp.make_doc("Oslo is cold.")
    doc.spans[PII_SPAN_KEY] = [doc.char_span(0, 4, "LOC")]
    doc = nlp(doc)
    span = doc.spans[PII_SPAN_KEY][0]
    assert span._.pii_replacement == "LOC.1" and "fallback" in span._.pii_details
    assert sanitize_doc_text(doc).text == "LOC.1 is cold."


def test_other_types_keep_and_no_spans(vocab_path):
    nlp = make_nlp(vocab_path, other_types="keep")
    doc = nlp(make_doc(nlp))
    person = [s for s in doc.spans[PII_SPAN_KEY] if s.label_ == "PERSON"][0]
    assert person._.pii_replacement is None
    assert all(e.label in ("LOC", "ORG") for e in get_edits(doc))
    empty = nlp(nlp.make_doc("Nothing to see."))
    assert not get_edits(empty)


def test_save_and_load_need_no_embedding_of_the_vocabulary(vocab_path, tmp_path):
    nlp = make_nlp(vocab_path)
    nlp.initialize()
    component = nlp.get_pipe("clusant_substituter")
    assert set(component.states) == {"LOC", "ORG"} and component.states["LOC"].delta_u >= 1
    nlp.to_disk(tmp_path / "pipeline")
    EMBED_CALLS.clear()
    loaded = spacy.load(tmp_path / "pipeline")
    assert set(loaded.get_pipe("clusant_substituter").states) == {"LOC", "ORG"}
    doc = loaded(make_doc(loaded))
    check_sanitized(doc)
    assert EMBED_CALLS == ["Ankara Criminal Court"]  # only the span that is not in X′
    np.testing.assert_array_equal(loaded.get_pipe("clusant_substituter").states["ORG"].embeddings,
                                  component.states["ORG"].embeddings)


def test_embedder_failure_fails_closed(vocab_path, caplog):
    nlp = make_nlp(vocab_path, embedder={"@misc": "test_clusant.FakeEmbedder.v1", "failing": True})
    nlp.initialize()
    FailingEmbedder.fail = True
    try:
        doc = nlp(make_doc(nlp))
    finally:
        FailingEmbedder.fail = False
    assert "labels used instead" in caplog.text
    output = sanitize_doc_text(doc).text
    assert "Ankara" not in output and "Court of Cassation" not in output and "LOC.1" in output


def test_seed_warns_and_reproduces(vocab_path):
    with pytest.warns(UserWarning, match="seeded"):
        a = make_nlp(vocab_path, seed=5)
    with pytest.warns(UserWarning, match="seeded"):
        b = make_nlp(vocab_path, seed=5)
    assert sanitize_doc_text(a(make_doc(a))).text == sanitize_doc_text(b(make_doc(b))).text
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        make_nlp(vocab_path)  # the default (OS CSPRNG) does not warn


def test_theorem5_error_mode_and_reports(vocab_path):
    nlp = make_nlp(vocab_path, theorem5="error", k=1.0)
    component = nlp.get_pipe("clusant_substituter")
    points = two_cluster_counterexample().embeddings
    state = TypeState("LOC", ["x0", "a", "x1", "b"], points, np.array([0, 0, 1, 1]), delta_u=1.0)
    with pytest.raises(ValueError, match="FAIL for k = 1"):
        component.set_states({"LOC": state, "ORG": state})
    ok = make_nlp(vocab_path, theorem5="error", k=10.0).get_pipe("clusant_substituter")
    ok.set_states({"LOC": state, "ORG": state})
    assert ok.privacy_reports["LOC"].holds


def test_config_validation(vocab_path):
    with pytest.raises(ValueError, match="mechanism must be one of"):
        make_nlp(vocab_path, mechanism="rantext")
    with pytest.raises(ValueError, match="k must be"):
        make_nlp(vocab_path, k=0.5)
    with pytest.raises(ValueError, match="epsilon"):
        make_nlp(vocab_path, epsilon=0.0)
    assert parse_k("inf") == math.inf and parse_k("Infinity") == math.inf and parse_k(3) == 3.0
    nlp = make_nlp(vocab_path, k="inf")
    assert nlp.get_pipe("clusant_substituter").k == math.inf
    with pytest.raises(KeyError, match="PERSON"):
        make_nlp(vocab_path, entity_types=["PERSON"]).initialize()


# ---------------------------------------------------------------------------------------------
# vocabulary from a corpus

@Language.component("test_clusant_spans")
def _regex_spans(doc):
    spans = []
    for label, words in (("LOC", ["Ankara", "Izmir"]), ("ORG", ["Home Office"]), ("PERSON", ["Yalman"])):
        for word in words:
            at = doc.text.find(word)
            if at >= 0:
                spans.append(doc.char_span(at, at + len(word), label))
    doc.spans[PII_SPAN_KEY] = spans
    return doc


def augmenting_chat() -> ScriptedChat:
    """The shared scripted chat, answering CluSanT's augmentation prompt with two variants of the phrase."""

    def respond(prompt: str, messages: object, settings: object) -> str:
        assert "similar words/phrases of the same category" in prompt and "Here the context" in prompt
        phrase = prompt.split('Here the context that "')[1].split('"')[0]
        return f"[{phrase} north, {phrase} south, 'home office']"

    return ScriptedChat(respond=respond)


def test_build_vocabulary_from_a_corpus():
    nlp = spacy.blank("en")
    nlp.add_pipe("test_clusant_spans")
    documents = [("a", "Yalman went to Ankara."), ("b", "The Home Office wrote to Izmir and Ankara.")]
    plain = build_from_corpus(nlp, documents, ["LOC", "ORG"])
    assert plain["LOC"].phrases == ["Ankara", "Izmir"] and plain["ORG"].phrases == ["Home Office"]
    assert "PERSON" not in plain
    augmented = build_from_corpus(nlp, documents, ["LOC"], llm=augmenting_chat(), augment_n=3)
    assert {"Ankara north", "Izmir south"} <= set(augmented["LOC"].phrases)
    dropped = build_from_corpus(nlp, documents, ["LOC"], llm=augmenting_chat(), augment_n=3,
                                drop_corpus_spans=True)
    assert "Ankara" not in dropped["LOC"].phrases and "Ankara north" in dropped["LOC"].phrases
    with pytest.raises(ValueError, match="--augment"):
        build_from_corpus(nlp, documents, ["LOC"], drop_corpus_spans=True)


def test_counts_are_plain(vocab_path):
    """A quick end-to-end count: many documents, each entity one draw."""
    nlp = make_nlp(vocab_path)
    docs = [make_doc(nlp) for _ in range(20)]
    replacements = Counter(s._.pii_replacement for doc in nlp.pipe(docs) for s in doc.spans[PII_SPAN_KEY]
                           if s.text == "Izmir")
    assert sum(replacements.values()) == 20 and "Izmir" not in replacements


def test_a_collection_registry_gives_an_entity_one_draw_in_every_document(vocab_path, tmp_path):
    from spacy_sanitize.registry import EntityRegistry, registry_scope

    nlp = make_nlp(vocab_path, seed=None)  # the OS CSPRNG: documents draw independently
    alone = [nlp(make_doc(nlp)) for _ in range(6)]
    assert max(len({s._.pii_replacement for d in alone for s in d.spans[PII_SPAN_KEY] if s.text == text})
               for text in ("Izmir", "Court of Cassation")) > 1  # without a registry the draws differ
    registry = EntityRegistry(tmp_path / "r.sqlite", b"a secret of thirty-two bytes!!!!")
    with registry_scope(registry):
        docs = [nlp(make_doc(nlp)) for _ in range(6)]
    for label_text in ("Izmir", "Court of Cassation"):
        replacements = {s._.pii_replacement for d in docs for s in d.spans[PII_SPAN_KEY] if s.text == label_text}
        assert len(replacements) == 1, replacements
    assert {s._.pii_replacement for d in docs for s in d.spans[PII_SPAN_KEY] if s.label_ == "PERSON"} == {"PERSON.1"}
    registry.close()
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("r.sqlite*")).lower()  # the database and its WAL
    assert b"izmir" not in stored and b"cassation" not in stored and b"yalman" not in stored
