import QuizCore

/// CSV and TSV spreadsheets: any bytes import into a bank or throw a `CSVImportError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  let delimiter: CSVReader.Delimiter = bytes.first == 0x09 ? .tab : .comma
  _ = try? CSVImport.convert(bytes, delimiter: delimiter) { $0.count > 8 ? "not found" : nil }
  return 0
}
