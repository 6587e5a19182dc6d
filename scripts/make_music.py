"""Synthesise the game's background music into resources/music/table.wav.

A calm, seamless loop of 24 seconds: eight bars at 80 beats a minute of a plucked, oud-like melody
in maqam Hijaz on D (D E♭ F♯ G A B♭ C), over a soft drone on D and A and a quiet frame drum
(a low "dum" on beats 1 and 3, a light "tak" before each bar's end).

The loop has no seam: every note is rendered into a circular buffer, so a tail that runs past the
end continues at the start, and the drone's partials and its slow swell complete whole cycles in
the loop's length.  16-bit PCM, 22,050 Hz, mono (half the sound effects' rate: it is background, and
the bundle has little room).  Only the standard library is used, with a fixed-seed generator: the
file is the same on every run.

    python scripts/make_music.py [--out resources/music]
"""

from __future__ import annotations

import argparse
import math
import sys
import wave
from array import array
from pathlib import Path

RATE = 22_050
BPM = 80
BEAT = 60 / BPM  # seconds
BARS = 8
BEATS = 4 * BARS
LENGTH = round(BEATS * BEAT * RATE)  # samples in the loop
PEAK = 0.55  # of full scale: background music, under the sound effects

#: MIDI note numbers of maqam Hijaz on D
D3, A3 = 50, 57
D4, EB4, FS4, G4, A4, BB4, C5, D5 = 62, 63, 66, 67, 69, 70, 72, 74
#: the melody: (note, beats) per bar, each bar four beats; None is a rest
MELODY: tuple[tuple[tuple[int | None, float], ...], ...] = (
    ((A4, 1), (G4, 0.5), (FS4, 0.5), (G4, 1), (A4, 1)),
    ((BB4, 1), (A4, 1), (G4, 2)),
    ((FS4, 1), (G4, 0.5), (FS4, 0.5), (EB4, 1), (D4, 1)),
    ((EB4, 1), (FS4, 1), (D4, 2)),
    ((A4, 1), (BB4, 0.5), (C5, 0.5), (D5, 1), (C5, 1)),
    ((BB4, 1), (A4, 1), (G4, 2)),
    ((FS4, 1), (G4, 1), (A4, 1), (G4, 0.5), (FS4, 0.5)),
    ((EB4, 1), (D4, 2), (None, 1)),
)
#: a low pluck at the start of each bar, under the melody
BASS = (D3, D3, D3, D3, D3, D3, A3, D3)


def frequency(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def looped(freq: float) -> float:
    """``freq`` nudged (by well under a cent for these notes) to complete whole cycles in the loop."""
    return round(freq * LENGTH / RATE) * RATE / LENGTH


class Noise:
    """White noise in [-1, 1] from a fixed-seed linear congruential generator (deterministic)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> float:
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 0x7FFFFFFF - 1.0


def add_pluck(loop: list[float], start: int, note: int, gain: float, seconds: float = 2.6) -> None:
    """An oud-like pluck: decaying harmonic partials, the higher ones fading faster, added into the
    circular ``loop`` from sample ``start``."""
    f = frequency(note)
    partials = [(k, gain / k**1.4) for k in range(1, 8) if k * f < RATE / 2.5]
    n = int(seconds * RATE)
    attack = int(0.004 * RATE)
    tau = 0.9 * RATE
    for k, amp in partials:
        step = 2 * math.pi * k * f / RATE
        fade = math.exp(-(1 + 0.7 * (k - 1)) / tau)
        level = amp
        for i in range(n):
            rise = i / attack if i < attack else 1.0
            loop[(start + i) % LENGTH] += level * rise * math.sin(step * i)
            level *= fade


def add_drum(loop: list[float], start: int, low: bool, noise: Noise) -> None:
    """A frame drum: "dum" (a low thump sweeping down) or "tak" (a short, soft knock)."""
    if low:
        n, f0, f1, decay, amp = int(0.35 * RATE), 95.0, 58.0, 0.09, 0.32
    else:
        n, f0, f1, decay, amp = int(0.12 * RATE), 420.0, 380.0, 0.025, 0.07
    phase = 0.0
    smooth = 0.0
    for i in range(n):
        t = i / RATE
        f = f0 * (f1 / f0) ** min(1.0, t / 0.12)
        phase += 2 * math.pi * f / RATE
        env = math.exp(-t / decay)
        smooth += 0.2 * (noise() - smooth)
        loop[(start + i) % LENGTH] += amp * env * (math.sin(phase) + (0.15 if low else 0.6) * smooth)


def add_drone(loop: list[float]) -> None:
    """D and A an octave below the melody, swelling twice a loop; whole cycles: no seam."""
    tones = [(looped(frequency(D3 - 12)), 0.05), (looped(frequency(A3 - 12)), 0.03)]
    tones += [(looped(2 * f), a / 3) for f, a in tones]
    swell = 2 * math.pi * 2 / LENGTH
    for i in range(LENGTH):
        level = 0.75 + 0.25 * math.sin(swell * i)
        loop[i] += level * sum(a * math.sin(2 * math.pi * f * i / RATE) for f, a in tones)


def music() -> list[float]:
    """The whole loop, normalised to :data:`PEAK`."""
    loop = [0.0] * LENGTH
    add_drone(loop)
    noise = Noise(2026)
    beat = BEAT * RATE
    for bar, notes in enumerate(MELODY):
        at = bar * 4.0
        add_pluck(loop, round(at * beat), BASS[bar], 0.35, seconds=3.2)
        for note, beats in notes:
            if note is not None:
                add_pluck(loop, round(at * beat), note, 0.5)
            at += beats
        for dum in (0, 2):
            add_drum(loop, round((bar * 4 + dum) * beat), True, noise)
        add_drum(loop, round((bar * 4 + 3.5) * beat), False, noise)
    top = max(abs(x) for x in loop)
    return [PEAK * x / top for x in loop]


def write_wav(path: Path, samples: list[float]) -> None:
    data = array("h", (max(-32767, min(32767, round(x * 32767))) for x in samples))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(data.tobytes())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = Path(__file__).resolve().parents[1] / "resources" / "music"
    parser.add_argument("--out", type=Path, default=default)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "table.wav"
    write_wav(path, music())
    print(f"{path}: {LENGTH / RATE:.1f} s, {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
