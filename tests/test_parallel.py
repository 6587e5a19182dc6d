"""Jobs on a pool of processes, results in the jobs' order (jackaroo.parallel)."""

from __future__ import annotations

import pytest

from jackaroo.parallel import chunk_size, ordered_map


def square(x: int) -> int:
    return x * x


def fail_on_odd(x: int) -> int:
    if x % 2:
        raise ValueError(f"odd {x}")
    return x


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_results_come_in_the_order_of_the_items(jobs: int) -> None:
    assert list(ordered_map(square, list(range(50)), jobs)) == [x * x for x in range(50)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_first_failure_in_item_order_is_raised_in_its_turn(jobs: int) -> None:
    seen = []
    with pytest.raises(ValueError, match="odd 3"):
        for x in ordered_map(fail_on_odd, [0, 2, 3, 4, 5], jobs):
            seen.append(x)
    assert seen == [0, 2]


def test_fewer_than_one_job_is_refused_and_chunks_stay_in_bounds() -> None:
    with pytest.raises(ValueError):
        list(ordered_map(square, [1], 0))
    assert chunk_size(2, 10) == 1 and chunk_size(2, 10_000) == 64 and chunk_size(2, 640) == 20
