import Testing
import ReorderSupport

/// A command's help is written from the declaration its arguments are read by.
@Suite struct CommandSyntaxTests {
    struct Target {
        var json = false
        var out: String?
    }

    let syntax = CommandSyntax<Target>(program: "tool", operands: CommandOperands("FILE", noun: "FILE", help: ["the input"]),
        options: [
            .flag("--json", \.json, help: ["one JSON object", "on one line"]),
            .text("--a-very-long-option", "VALUE", expects: "a FILE", required: true, help: ["where"], field: \.out),
        ], column: 10, helpLabel: "-h, --help")

    @Test func theSynopsisMarksWhatIsRequired() {
        #expect(syntax.synopsis == "usage: tool FILE [--json] --a-very-long-option VALUE [--help]")
    }

    @Test func theTableAlignsHelpAndKeepsTwoSpacesAfterALongLabel() {
        #expect(syntax.table == """
              FILE    the input
              --json  one JSON object
                      on one line
              --a-very-long-option VALUE  where
              -h, --help  this text
            """)
    }

    @Test func aMistakeIsOneLinePointingAtTheHelp() {
        #expect(syntax.errorLine(ArgumentError("--json is given twice")) == "tool: --json is given twice; see `tool --help`")
    }

    @Test func anOptionMayBeGivenInEitherFormAndOperandsAfterADoubleDash() throws {
        guard case .run(let target, let operands, let given) = try syntax.scan(["--a-very-long-option=x", "--", "--json"],
                                                                                into: Target()) else {
            Issue.record("not a run")
            return
        }
        #expect(target.out == "x" && !target.json && operands == ["--json"] && given == ["--a-very-long-option"])
    }
}
