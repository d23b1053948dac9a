/**
 * The Python mouse the editor starts with, laid out as mms's Python template: API.py turns each mms
 * command into a function that prints the command, flushes, and reads the answer with input();
 * Main.py imports it and runs a left-wall follower that colours and numbers the cells it visits.
 */
export const pythonMainName = 'Main.py';
export const pythonApiName = 'API.py';

export const defaultPythonApi = `"""mms's commands as functions: each one prints its command line for the simulator and, when
the command has an answer, reads it from standard input. Standard error is the run log."""
import sys


class MouseCrashedError(Exception):
    pass


def command(*words):
    print(*words, flush=True)


def ask(*words):
    command(*words)
    return input()


def with_count(name, count):
    return (name,) if count is None else (name, count)


def number(text):
    value = float(text)
    return int(value) if value.is_integer() else value


def mazeWidth():
    return int(ask("mazeWidth"))


def mazeHeight():
    return int(ask("mazeHeight"))


def wallFront(half_steps=None):
    return ask(*with_count("wallFront", half_steps)) == "true"


def wallRight(half_steps=None):
    return ask(*with_count("wallRight", half_steps)) == "true"


def wallLeft(half_steps=None):
    return ask(*with_count("wallLeft", half_steps)) == "true"


def wallBack(half_steps=None):
    return ask(*with_count("wallBack", half_steps)) == "true"


def moveForward(distance=None):
    if ask(*with_count("moveForward", distance)) == "crash":
        raise MouseCrashedError("the mouse drove into a wall")


def moveForwardHalf(half_steps=None):
    if ask(*with_count("moveForwardHalf", half_steps)) == "crash":
        raise MouseCrashedError("the mouse drove into a wall")


def turnRight():
    ask("turnRight")


def turnLeft():
    ask("turnLeft")


def turnRight90():
    ask("turnRight90")


def turnLeft90():
    ask("turnLeft90")


def turnRight45():
    ask("turnRight45")


def turnLeft45():
    ask("turnLeft45")


def setWall(x, y, direction):
    command("setWall", x, y, direction)


def clearWall(x, y, direction):
    command("clearWall", x, y, direction)


def setColor(x, y, color):
    command("setColor", x, y, color)


def clearColor(x, y):
    command("clearColor", x, y)


def clearAllColor():
    command("clearAllColor")


def setText(x, y, text):
    command("setText", x, y, text)


def clearText(x, y):
    command("clearText", x, y)


def clearAllText():
    command("clearAllText")


def wasReset():
    return ask("wasReset") == "true"


def ackReset():
    ask("ackReset")


def getStat(name):
    return number(ask("getStat", name))


def log(*parts):
    print(*parts, file=sys.stderr, flush=True)
`;

export const defaultPythonMain = `# A left-wall follower for mms: keep the left hand on a wall until the centre of the maze.
# The mouse starts in cell (0, 0) facing north.
import API

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))  # north, east, south, west


def main():
    width, height = API.mazeWidth(), API.mazeHeight()
    goal_xs = {(width - 1) // 2, width // 2}
    goal_ys = {(height - 1) // 2, height // 2}
    x, y, heading, moves = 0, 0, 0, 0
    seen = set()
    API.log("Running...")
    API.setColor(0, 0, "G")
    API.setText(0, 0, "start")
    while not (x in goal_xs and y in goal_ys):
        if API.wasReset():
            API.ackReset()
            x, y, heading, seen = 0, 0, 0, set()
        # The follower only looks at the walls here: the same cell and heading twice is a loop.
        if (x, y, heading) in seen:
            API.log("The left wall leads round in a loop: this maze's goal is on an island.")
            return
        seen.add((x, y, heading))
        if not API.wallLeft():
            API.turnLeft()
            heading = (heading + 3) % 4
        while API.wallFront():
            API.turnRight()
            heading = (heading + 1) % 4
        API.moveForward()
        x, y = x + STEPS[heading][0], y + STEPS[heading][1]
        moves += 1
        API.setColor(x, y, "c")
        API.setText(x, y, str(moves))
    API.setColor(x, y, "G")
    API.setText(x, y, "goal")
    API.log(f"Reached the goal in {moves} moves and {API.getStat('total-turns')} turns.")


if __name__ == "__main__":
    main()
`;
