/// What was being done with a file of the program's own when it failed (``FileError``);
/// each language's table (`CommandErrorText`) says it.
public protocol FileOperation: Equatable, Sendable {}
