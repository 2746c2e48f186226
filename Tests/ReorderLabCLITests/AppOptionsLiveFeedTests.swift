import ReorderKit
@testable import ReorderLabCLI
import Testing
@testable import ReorderLabApp
import ReorderSupport
import TestSupport

/// `--live-feed`, `--live-feed-seed N` and `--live-feed-rate S`: their values, and a clear error for
/// a value that is not one (a rate of 0 or less, NaN, 1e300 would hang or never feed).
@Suite struct AppOptionsLiveFeedTests {
    private func usageError(_ arguments: [String]) -> String? {
        failure(ArgumentError.self) { _ = try AppOptions.parse(arguments) }?.message
    }

    @Test func theFeedItsSeedAndItsRate() throws {
        let options = try AppOptions.parse(["--live-feed", "--live-feed-seed", "18446744073709551615", "--live-feed-rate=0.25"])
        #expect(options.liveFeed && options.liveFeedSeed == .max && options.liveFeedRate == 0.25)
        let plain = try AppOptions.parse([])
        #expect(!plain.liveFeed && plain.liveFeedSeed == 1 && plain.liveFeedRate == 2)
    }

    @Test(arguments: ["0", "-1", "nan", "inf", "1e300", "0.01", "3601", "two", ""])
    func aRateOutOfRangeIsAClearError(_ rate: String) {
        let message = usageError(["--live-feed", "--live-feed-rate", rate])
        #expect(message?.contains("--live-feed-rate") == true && message?.contains("0.05 to 3600") == true, "\(String(describing: message))")
    }

    @Test(arguments: ["-1", "1.5", "18446744073709551616", "x", ""])
    func aSeedThatIsNotAWholeNumberIsAnError(_ seed: String) {
        #expect(usageError(["--live-feed", "--live-feed-seed", seed])?.contains("--live-feed-seed") == true)
    }

    @Test func theSeedAndRateNeedTheFeedAndTheFeedNoReplay() {
        #expect(usageError(["--live-feed-rate", "1"])?.contains("need --live-feed") == true)
        #expect(usageError(["--live-feed", "--replay", "a.trace.jsonl"])?.contains("cannot be used with --replay") == true)
    }
}
