/**
 * Headers the C++ lab adds to clang's own, under `labIncludeDir` (searched as a system folder).
 *
 * <bits/stdc++.h> is GCC's header that includes the whole standard library; competitive-programming
 * code and many textbook programs start with it, and libc++ has no such file. No package provides one
 * for libc++ (libstdc++'s own includes its internal headers, and editors' guides tell people to write
 * their own), so the lab writes it here from the list of headers libc++ ships. Ours includes every
 * standard header that libc++ builds for WASI, in GCC's order of sections. Left out: <csetjmp> and
 * <csignal>, which WASI's libc refuses (WebAssembly has neither), and the headers C++20 removed
 * (<ccomplex>, <ciso646>, <cstdalign>, <cstdbool>, <ctgmath>). Headers of later standards
 * (<expected>, <flat_map>, <mdspan>, <print>) are included as GCC does: they declare nothing in
 * C++20 mode. A browser test compiles a program that starts with it.
 */
export const labIncludeDir = 'lab-include';

const standardHeaders = `
  cassert cctype cerrno cfenv cfloat cinttypes climits clocale cmath cstdarg cstddef cstdint
  cstdio cstdlib cstring ctime cuchar cwchar cwctype
  algorithm any array atomic barrier bit bitset charconv chrono codecvt compare complex concepts
  condition_variable coroutine deque exception execution expected filesystem flat_map flat_set
  format forward_list fstream functional future initializer_list iomanip ios iosfwd iostream
  istream iterator latch limits list locale map mdspan memory memory_resource mutex new numbers
  numeric optional ostream print queue random ranges ratio regex scoped_allocator semaphore set
  shared_mutex source_location span sstream stack stdexcept stop_token streambuf string
  string_view syncstream system_error thread tuple type_traits typeindex typeinfo unordered_map
  unordered_set utility valarray variant vector version
`
  .trim()
  .split(/\s+/);

const bitsStdcxx = [
  "// The TinkerLabs C++ lab's <bits/stdc++.h>: every standard header (GCC has this file, libc++ does not).",
  '#pragma once',
  ...standardHeaders.map((header) => `#include <${header}>`),
  '',
].join('\n');

/** The lab's headers as clang's file tree takes them, given with every compile. */
export const labHeaderFiles = { [labIncludeDir]: { bits: { 'stdc++.h': bitsStdcxx } } };
