/** `npm run bench`: the benchmark suite. The benchmarks themselves arrive with the benchmark issue. */
console.log('no benchmarks yet');
