#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The exact two-sided sign test: with `plus` pairs one way and `minus` the other (ties left out),
/// how likely a split at least this uneven is if either way were equally likely: twice the
/// binomial(n, 1/2) tail at the smaller count, at most 1. It asks only which of the two was lower
/// in each pair, so one slow outlier cannot decide it.
public func signTestP(plus: Int, minus: Int) -> Double {
    let n = plus + minus
    guard n > 0 else { return 1 }
    let k = min(plus, minus)
    // P(X = i) = C(n, i) / 2^n, summed in logarithms: 2^-n underflows a Double beyond n = 1074.
    let logHalf = -Double(n) * log(2.0)
    var tail = 0.0
    for i in 0...k {
        tail += exp(lgamma(Double(n + 1)) - lgamma(Double(i + 1)) - lgamma(Double(n - i + 1)) + logHalf)
    }
    return min(1, 2 * tail)
}
