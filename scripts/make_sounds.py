"""Synthesise the game's sound effects into resources/sounds/*.wav.

Each sound is short (under a second), 16-bit PCM, 44.1 kHz, mono, made from sine partials with
envelopes and a little filtered noise (a fixed-seed generator: the files are the same on every run).
Only the standard library is used.

    python scripts/make_sounds.py [--out resources/sounds]
"""

from __future__ import annotations

import argparse
import math
import sys
import wave
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 44_100
PEAK = 0.85  # of full scale, after normalising each sound
Samples = list[float]


class Noise:
    """White noise in [-1, 1] from a fixed-seed linear congruential generator (deterministic)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> float:
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 0x7FFFFFFF - 1.0


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def envelope(n: int, attack: float, decay: float) -> Iterable[float]:
    """A fast linear attack (seconds) then an exponential decay (time constant in seconds)."""
    a = max(1, int(attack * RATE))
    for i in range(n):
        rise = min(1.0, i / a)
        yield rise * math.exp(-max(0, i - a) / (decay * RATE))


def tone(
    freq: float,
    seconds: float,
    decay: float,
    partials: tuple[tuple[float, float], ...] = ((1, 1.0),),
    attack: float = 0.004,
    glide: float = 1.0,
) -> Samples:
    """A decaying tone: ``partials`` as (frequency multiple, amplitude); ``glide`` is the ratio of
    the final to the initial frequency (an exponential sweep)."""
    n = int(seconds * RATE)
    out: Samples = []
    phase = 0.0
    for i, env in enumerate(envelope(n, attack, decay)):
        f = freq * glide ** (i / n)
        phase += 2 * math.pi * f / RATE
        out.append(env * sum(a * math.sin(m * phase) for m, a in partials))
    return out


def noise_burst(seconds: float, decay: float, seed: int, smooth: float, attack: float = 0.002) -> Samples:
    """Noise through a one-pole low-pass (``smooth`` 0..1: higher is duller), with an envelope."""
    n = int(seconds * RATE)
    rand = Noise(seed)
    out: Samples = []
    low = 0.0
    for env in envelope(n, attack, decay):
        low = smooth * low + (1 - smooth) * rand()
        out.append(env * low)
    return out


def mix(*parts: tuple[float, float, Samples]) -> Samples:
    """Sum of (start seconds, gain, samples) parts."""
    length = max(int(start * RATE) + len(s) for start, _gain, s in parts)
    out = [0.0] * length
    for start, gain, samples in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += gain * value
    return out


def fade_out(samples: Samples, seconds: float = 0.01) -> Samples:
    """A short linear fade at the end (no click when the sound stops)."""
    n = min(len(samples), int(seconds * RATE))
    for k in range(n):
        samples[len(samples) - n + k] *= 1 - (k + 1) / n
    return samples


BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.05))
WOOD = ((1, 1.0), (2.7, 0.3), (5.4, 0.08))


def card() -> Samples:
    """A card slid onto the pile: a soft swish ending in a light tap."""
    swish = noise_burst(0.16, 0.05, seed=11, smooth=0.55, attack=0.03)
    return mix((0, 0.9, swish), (0.045, 0.5, tone(180, 0.06, 0.012, WOOD)))


def move() -> Samples:
    """A marble set down: a short wooden click."""
    return mix(
        (0, 1.0, tone(620, 0.09, 0.018, WOOD)), (0, 0.25, noise_burst(0.02, 0.004, seed=3, smooth=0.2))
    )


def capture() -> Samples:
    """A marble knocked home: a knock, then a falling two-note tone."""
    return mix(
        (0, 0.9, tone(300, 0.07, 0.02, WOOD)),
        (0, 0.4, noise_burst(0.04, 0.01, seed=5, smooth=0.4)),
        (0.06, 0.55, tone(523.25, 0.16, 0.07, BELL, glide=0.94)),
        (0.17, 0.55, tone(392.0, 0.3, 0.11, BELL, glide=0.94)),
    )


def trap() -> Samples:
    """A trap firing: a low thud with a dull rumble and a falling whistle."""
    return mix(
        (0, 1.0, tone(95, 0.55, 0.16, ((1, 1.0), (1.5, 0.3)), glide=0.55)),
        (0, 0.7, noise_burst(0.5, 0.12, seed=7, smooth=0.92)),
        (0.02, 0.25, tone(900, 0.35, 0.12, glide=0.35)),
    )


def burn() -> Samples:
    """A Burner: a crackling hiss with pops."""
    base = noise_burst(0.6, 0.2, seed=13, smooth=0.25, attack=0.02)
    rand = Noise(17)
    parts: list[tuple[float, float, Samples]] = [(0, 0.45, base)]
    for k in range(9):
        start = 0.02 + 0.055 * k + 0.02 * (rand() + 1)
        parts.append((start, 0.5 + 0.3 * rand(), noise_burst(0.02, 0.003, seed=100 + k, smooth=0.1)))
    parts.append((0, 0.5, tone(150, 0.45, 0.12, WOOD, glide=0.7)))
    return mix(*parts)


def field() -> Samples:
    """A marble fielded: a rising two-note chime (a fourth)."""
    return mix(
        (0, 0.6, tone(523.25, 0.18, 0.07, BELL)),
        (0.09, 0.7, tone(698.46, 0.3, 0.1, BELL)),
    )


def save() -> Samples:
    """A Saver: a bright rising arpeggio with a shimmer."""
    notes = (659.25, 830.61, 987.77, 1318.51)
    parts = [(0.06 * i, 0.5, tone(f, 0.45 - 0.06 * i, 0.12, BELL)) for i, f in enumerate(notes)]
    return mix(*parts)


def win() -> Samples:
    """The game won: a major arpeggio and a held chord."""
    notes = (523.25, 659.25, 783.99)
    parts = [(0.11 * i, 0.45, tone(f, 0.3, 0.1, BELL)) for i, f in enumerate(notes)]
    chord = (523.25, 659.25, 783.99, 1046.5)
    parts += [(0.33, 0.3, tone(f, 0.6, 0.22, BELL, attack=0.01)) for f in chord]
    return mix(*parts)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card,
    "move": move,
    "capture": capture,
    "trap": trap,
    "burn": burn,
    "field": field,
    "save": save,
    "win": win,
}


def write_wav(path: Path, samples: Samples) -> None:
    """Normalise to PEAK and write 16-bit little-endian PCM, mono, 44.1 kHz."""
    loudest = max(abs(v) for v in samples) or 1.0
    pcm = array("h", (round(32767 * PEAK * v / loudest) for v in fade_out(samples)))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", default="resources/sounds", help="folder for the WAV files")
    args = parser.parse_args()
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = make()
        path = folder / f"{name}.wav"
        write_wav(path, samples)
        print(f"{path}: {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
