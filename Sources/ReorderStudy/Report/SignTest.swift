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
    guard n > 1000 else {
        // C(n, i) by C(n, i + 1) = C(n, i) (n - i) / (i + 1): whole numbers, exact below 2^53 (every
        // n up to 56), and C(1000, 500) is 2.7e299, within a Double; dividing by 2^n is exact. So
        // 5 of 5 gives 0.0625 exactly, as the JSON shows it.
        var coefficient = 1.0, sum = 0.0
        for i in 0...k {
            sum += coefficient
            coefficient = coefficient * Double(n - i) / Double(i + 1)
        }
        return min(1, 2 * sum * Double(sign: .plus, exponent: -n, significand: 1))
    }
    // Beyond, in logarithms: 2^-n underflows a Double past n = 1074 and C(n, n/2) overflows it.
    let logHalf = -Double(n) * log(2.0)
    var tail = 0.0
    for i in 0...k {
        tail += exp(lgamma(Double(n + 1)) - lgamma(Double(i + 1)) - lgamma(Double(n - i + 1)) + logHalf)
    }
    return min(1, 2 * tail)
}
