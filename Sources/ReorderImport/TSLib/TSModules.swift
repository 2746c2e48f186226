/// Every module tslib has shipped (`plugins/Makefile.am` across its history, 2001 to 1.23 and commit
/// 3576e2f of 2025: no module was ever removed), by what a ts.conf naming it gets here. The filters
/// this version runs are `TSConf.known`; a name in none of these lists is not tslib's.
enum TSModules {
    /// Calibration and geometry: `linear` applies ts_calibrate's pointercal, `linear_h2200` a fixed
    /// one, `invert` and `crop` work in screen pixels after them. The importer maps the device's
    /// range onto the viewport itself, which replaces all four.
    static let calibration: Set<String> = ["linear", "linear_h2200", "invert", "crop"]

    /// Filters not reproduced: `variance` (single-touch only in tslib) and `evthres`.
    static let unimplemented: Set<String> = ["variance", "evthres"]

    /// Raw (access) modules, for `module_raw` lines: the recording's evdev events stand in for them.
    static let raw: Set<String> = [
        "input", "input_evdev", "galax", "touchkit", "ucb1x00", "corgi", "collie", "h3600", "mk712", "arctic2",
        "tatung", "dmc", "dmc_dus3000", "cy8mrln_palmpre", "waveshare", "one_wire_ts_input",
    ]

    /// Parameters a module had in older tslib that today's tslib ignores (its `tslib_parse_vars`
    /// skips names a module does not have): dejitter's before 2004, which tslib's own ts.conf used
    /// until then (`dejitter xdelta=3 ydelta=2 pthreshold=100`).
    static let retiredParameters: [String: Set<String>] = ["dejitter": ["xdelta", "ydelta", "pthreshold"]]
}
