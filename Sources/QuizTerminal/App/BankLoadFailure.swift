import QuizCore

/// Why a bank to play cannot be loaded; each case is said by the language's tables.
enum BankLoadFailure: Error {
  /// The bank file or pack cannot be played.
  case bank(BankError)
  /// The bundled packs cannot be listed.
  case pack(BundledPackError)
  /// No pack has the name asked for.
  case usage(UsageError)

  /// `body`'s value, its bank error as ``bank(_:)``.
  static func fromBank<T>(
    _ body: @autoclosure () throws(BankError) -> T
  ) throws(BankLoadFailure) -> T {
    do throws(BankError) { return try body() } catch { throw .bank(error) }
  }

  /// `body`'s value, its pack error as ``pack(_:)``.
  static func fromPack<T>(
    _ body: @autoclosure () throws(BundledPackError) -> T
  ) throws(BankLoadFailure) -> T {
    do throws(BundledPackError) { return try body() } catch { throw .pack(error) }
  }
}
