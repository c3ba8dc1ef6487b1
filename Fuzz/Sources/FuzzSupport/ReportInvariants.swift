import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LocationButtonLint

/// What every report must hold whatever the input: no raw control character but line breaks and
/// tabs (a forged line, a terminal escape, a NUL), and, per format, a document its readers parse.
public enum ReportInvariants {
    public static func check(_ report: String, format: ReportFormat) {
        if let bad = firstControl(in: report, allowed: [0x0A, 0x09]) {  // \n and \t
            fuzzFailure("\(format) report holds raw U+\(String(bad, radix: 16, uppercase: true))")
        }
        switch format {
        case .json, .sarif:
            if (try? JSONSerialization.jsonObject(with: Data(report.utf8))) == nil { fuzzFailure("\(format) report is not JSON") }
        case .junit:
            // The SAX parser: XMLDocument leaks libxml2 trees on Linux, which LeakSanitizer reports.
            let parser = XMLParser(data: Data(report.utf8))
            if !parser.parse() { fuzzFailure("JUnit report is not XML: \(parser.parserError.map { "\($0)" } ?? "?")") }
        case .github:
            // A workflow command is a whole line starting with "::"; a user string must not start one.
            for line in report.split(separator: "\n") where line.hasPrefix("::") {
                guard line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice ") else {
                    fuzzFailure("GitHub report forged a command: \(line)")
                }
            }
        case .html:
            // The page's one inline script is the filters; a user string must not open another.
            if report.components(separatedBy: "<script").count - 1 != 1 { fuzzFailure("HTML report holds a second <script") }
        case .text, .xcode:
            break
        }
    }
}
