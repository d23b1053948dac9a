/**
 * Programs the C++ lab adds to the article's examples: they show what the playground itself can do
 * (read "Program input" with std::cin, be stopped) and C++ as firmware uses it (fixed point, a
 * heap-free ring buffer, tables the compiler computes, the TinyML lab's int8 model as C). Each one
 * runs on WASI as it stands.
 */
import type { PlaygroundExample } from '../components/playground.tsx';
import { tinyMlSineExample } from './tinyml-sine-example.ts';

export const cppLabExamples: PlaygroundExample[] = [
  {
    title: 'Read sensor readings from Program input (std::cin)',
    code: `// Sensor readings from "Program input": the first line names the sensor, each further line is one
// distance in millimetres. std::cin reads "Program input" as standard input.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int main() {
    std::string sensor;
    std::getline(std::cin, sensor);

    std::vector<int> readings;
    for (int millimetres; std::cin >> millimetres;) readings.push_back(millimetres);
    if (readings.empty()) {
        std::cerr << "No readings: type one number per line in Program input.\\n";
        return 1;
    }

    long sum = 0;
    for (int value : readings) sum += value;
    std::vector<int> sorted = readings;
    std::sort(sorted.begin(), sorted.end());
    const int median = sorted[sorted.size() / 2];
    const auto [low, high] = std::minmax_element(readings.begin(), readings.end());

    std::cout << sensor << ": " << readings.size() << " readings\\n";
    std::cout << "min " << *low << " mm, max " << *high << " mm\\n";
    std::cout << "mean " << sum / static_cast<long>(readings.size()) << " mm, median " << median << " mm\\n";
    // An ultrasonic sensor's missed echo reads far too long: the median ignores it, the mean does not.
    const auto outliers = std::count_if(readings.begin(), readings.end(),
                                        [median](int value) { return value > 2 * median; });
    std::cout << outliers << " reading(s) more than twice the median (missed echoes?)\\n";
    return 0;
}
`,
    stdin: 'Rover\n212\n198\n205\n420\n201\n',
  },
  {
    title: 'Fixed-point PID controller (Q16.16)',
    code: `// A PID speed controller in Q16.16 fixed point, as on a microcontroller without a floating-point
// unit: every value is an int32_t counting 1/65536ths. The motor is simulated in the same units.
#include <cstdint>
#include <cstdio>

struct Q16 {
    std::int32_t raw;

    static constexpr Q16 from(double value) { return {static_cast<std::int32_t>(value * 65536.0)}; }
    constexpr double toDouble() const { return raw / 65536.0; }

    friend constexpr Q16 operator+(Q16 a, Q16 b) { return {a.raw + b.raw}; }
    friend constexpr Q16 operator-(Q16 a, Q16 b) { return {a.raw - b.raw}; }
    // The product needs 64 bits before it is shifted back into 16.16.
    friend constexpr Q16 operator*(Q16 a, Q16 b) {
        return {static_cast<std::int32_t>((static_cast<std::int64_t>(a.raw) * b.raw) >> 16)};
    }
    friend constexpr bool operator<(Q16 a, Q16 b) { return a.raw < b.raw; }
};

constexpr Q16 clamp(Q16 value, Q16 low, Q16 high) { return value < low ? low : high < value ? high : value; }

class PidController {
public:
    constexpr PidController(Q16 kp, Q16 ki, Q16 kd, Q16 limit) : kp_(kp), ki_(ki), kd_(kd), limit_(limit) {}

    // dt is folded into ki and kd (the loop runs at a fixed rate), as firmware usually does.
    Q16 update(Q16 setpoint, Q16 measured) {
        const Q16 error = setpoint - measured;
        const Q16 derivative = error - previous_;
        previous_ = error;
        const Q16 integral = clamp(integral_ + ki_ * error, Q16{-limit_.raw}, limit_);  // anti-windup
        integral_ = integral;
        return clamp(kp_ * error + integral + kd_ * derivative, Q16{-limit_.raw}, limit_);
    }

private:
    Q16 kp_, ki_, kd_, limit_;
    Q16 integral_{0}, previous_{0};
};

int main() {
    constexpr Q16 setpoint = Q16::from(120.0);  // rpm
    PidController pid(Q16::from(0.08), Q16::from(0.02), Q16::from(0.01), Q16::from(12.0));

    // First-order motor at a 100 Hz loop: speed += (gain * volts - speed) * dt / tau.
    const Q16 gain = Q16::from(15.0);     // rpm per volt
    const Q16 dtOverTau = Q16::from(0.05);
    Q16 speed{0};

    std::printf("step  speed_rpm  volts\\n");
    for (int step = 0; step <= 300; ++step) {
        const Q16 load = step >= 150 ? Q16::from(20.0) : Q16{0};  // a load appears at step 150
        const Q16 volts = pid.update(setpoint, speed);
        speed = speed + (gain * volts - speed - load) * dtOverTau;
        if (step % 25 == 0) std::printf("%4d  %9.2f  %5.2f\\n", step, speed.toDouble(), volts.toDouble());
    }
    std::printf("Only integer arithmetic ran in the loop; toDouble() is for printing.\\n");
    return 0;
}
`,
  },
  {
    title: 'Ring buffer and moving average (templates)',
    code: `// A fixed-size ring buffer, the queue between an interrupt handler and the main loop: no heap, no
// locks (one writer, one reader), and a power-of-two size so that wrapping is a bit mask. Here a
// simulated UART "interrupt" pushes bytes faster than the main loop reads them at first.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string_view>

template <typename T, std::size_t N>
class RingBuffer {
    static_assert(N > 0 && (N & (N - 1)) == 0, "N must be a power of two");

public:
    bool push(T value) {
        if (size() == N) {
            ++overflows_;
            return false;  // full: the newest byte is dropped, and counted
        }
        items_[head_++ & (N - 1)] = value;
        return true;
    }

    std::optional<T> pop() {
        if (size() == 0) return std::nullopt;
        return items_[tail_++ & (N - 1)];
    }

    std::size_t size() const { return head_ - tail_; }
    std::size_t overflows() const { return overflows_; }

private:
    std::array<T, N> items_{};
    std::size_t head_ = 0;  // only the writer changes it
    std::size_t tail_ = 0;  // only the reader changes it
    std::size_t overflows_ = 0;
};

template <std::size_t N>
class MovingAverage {
public:
    int add(int sample) {
        sum_ += sample - window_[next_];
        window_[next_] = sample;
        next_ = (next_ + 1) % N;
        if (count_ < N) ++count_;
        return sum_ / static_cast<int>(count_);
    }

private:
    std::array<int, N> window_{};
    std::size_t next_ = 0, count_ = 0;
    int sum_ = 0;
};

int main() {
    RingBuffer<std::uint8_t, 16> uart;
    MovingAverage<4> average;
    const std::string_view frames = "T21;T22;T22;T23;T25;T24;T24;T26;";  // temperature frames, in C
    std::size_t sent = 0;
    int value = -1;

    for (int tick = 0; sent < frames.size() || uart.size() > 0; ++tick) {
        // The "interrupt": a burst of 20 bytes at tick 0 (the buffer holds 16), then one byte a tick.
        const std::size_t burst = tick == 0 ? 20 : 1;
        for (std::size_t i = 0; i < burst && sent < frames.size(); ++i)
            uart.push(static_cast<std::uint8_t>(frames[sent++]));

        // The main loop: it reads at most two bytes a tick, so it catches up after the burst.
        for (int i = 0; i < 2; ++i) {
            const auto byte = uart.pop();
            if (!byte) break;
            if (*byte == 'T') {
                value = 0;
            } else if (*byte == ';' && value >= 0) {
                std::printf("frame %d C -> average of the last 4: %d C\\n", value, average.add(value));
                value = -1;
            } else if (value >= 0) {
                value = value * 10 + (*byte - '0');
            }
        }
    }
    std::printf("Bytes lost to overflow: %zu (the burst's last frame, T25, never arrived)\\n", uart.overflows());
    return 0;
}
`,
  },
  {
    title: 'CRC-16 table computed at compile time (constexpr)',
    code: `// CRC-16/CCITT-FALSE with its 256-entry table computed by the compiler (C++20 constexpr): the table
// lands in flash, and no start-up code or RAM is spent building it. static_assert checks the table
// and the standard check value at compile time.
#include <array>
#include <cstdint>
#include <cstdio>
#include <string_view>

constexpr std::uint16_t polynomial = 0x1021;

constexpr std::array<std::uint16_t, 256> makeTable() {
    std::array<std::uint16_t, 256> table{};
    for (std::uint16_t byte = 0; byte < 256; ++byte) {
        std::uint16_t crc = static_cast<std::uint16_t>(byte << 8);
        for (int bit = 0; bit < 8; ++bit)
            crc = static_cast<std::uint16_t>((crc & 0x8000) ? (crc << 1) ^ polynomial : crc << 1);
        table[byte] = crc;
    }
    return table;
}

constexpr auto crcTable = makeTable();

constexpr std::uint16_t crc16(std::string_view data, std::uint16_t crc = 0xFFFF) {
    for (char c : data) {
        const auto index = static_cast<std::uint8_t>((crc >> 8) ^ static_cast<std::uint8_t>(c));
        crc = static_cast<std::uint16_t>((crc << 8) ^ crcTable[index]);
    }
    return crc;
}

static_assert(crcTable[1] == 0x1021, "table entry 1 is the polynomial");
static_assert(crc16("123456789") == 0x29B1, "the standard check value of CRC-16/CCITT-FALSE");

int main() {
    std::printf("CRC table (first 8 entries):");
    for (int i = 0; i < 8; ++i) std::printf(" %04X", crcTable[i]);
    std::printf("\\n");

    constexpr std::string_view packet = "LEFT=120;RIGHT=118";
    constexpr std::uint16_t sent = crc16(packet);  // computed at compile time too
    std::printf("Packet \\"%.*s\\" carries CRC 0x%04X\\n", static_cast<int>(packet.size()), packet.data(), sent);

    std::string_view corrupted = "LEFT=120;RIGHT=119";
    const std::uint16_t received = crc16(corrupted);
    std::printf("One changed digit gives 0x%04X: %s\\n", received, received == sent ? "accepted" : "rejected");
    return 0;
}
`,
  },
  tinyMlSineExample,
  {
    title: 'Hello, world with <iostream>',
    code: `// The standard streams: the lab precompiles <iostream> (at -O2), so this compiles in a fraction of
// the time the header alone would take.
#include <iostream>

int main() {
    std::cout << "Hello, world from C++ streams" << std::endl;
    return 0;
}
`,
  },
  {
    title: 'An endless loop (press Stop)',
    code: `// A main loop that never returns, as firmware's does. Press Stop: the lab ends the program's worker,
// and the compiler stays loaded for the next Run.
#include <cstdint>
#include <cstdio>

int main() {
    std::uint32_t ticks = 0;
    for (;;) {
        ++ticks;
        if (ticks % 50'000'000 == 0) std::printf("still looping: %u ticks\\n", static_cast<unsigned>(ticks));
    }
}
`,
  },
];
