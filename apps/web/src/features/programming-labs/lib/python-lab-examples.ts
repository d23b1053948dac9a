/**
 * Programs the Python lab adds to the article's examples: they show what the playground itself can
 * do (read "Program input", be stopped, report an error with its traceback, run doctest as
 * `python3 main.py` would).
 */
import type { PlaygroundExample } from '../components/playground.tsx';

export const pythonLabExamples: PlaygroundExample[] = [
  {
    title: 'Read sensor readings from Program input',
    code: `# input() reads one line of "Program input" at a time; after the last line it raises EOFError.
import statistics

name = input()
readings = []
while True:
    try:
        line = input()
    except EOFError:
        break
    if line.strip():
        readings.append(float(line))

print(f"{name}: {len(readings)} readings")
print(f"mean {statistics.mean(readings):.1f} mm, median {statistics.median(readings):.1f} mm")
print("The median ignores the one bad echo; the mean does not.")
`,
    stdin: 'Rover\n212\n198\n205\n420\n201\n',
  },
  {
    title: 'An endless loop (press Stop)',
    code: `# This loop never ends by itself. Press Stop: Python raises KeyboardInterrupt at the line it is on.
count = 0
while True:
    count += 1
    if count % 2_000_000 == 0:
        print("still counting:", count)
`,
  },
  {
    title: 'An error and its traceback',
    code: `# The traceback names the line that failed and the calls that led there.
def average(values):
    return sum(values) / len(values)


print("average of 3, 4, 5:", average([3, 4, 5]))
print("average of nothing:", average([]))
`,
  },
  {
    title: 'Check a function with doctest',
    code: `# doctest runs the examples written in the docstrings and checks what they print.
import doctest
import math


def wheel_distance(ticks, ticks_per_turn=360, diameter_mm=65):
    """How far a wheel rolls, in millimetres, for a count of encoder ticks.

    >>> wheel_distance(360)
    204.2
    >>> wheel_distance(90)
    51.1
    >>> wheel_distance(-180)
    -102.1
    """
    return round(ticks / ticks_per_turn * math.pi * diameter_mm, 1)


print(doctest.testmod())
`,
  },
];
