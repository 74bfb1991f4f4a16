extension SavedProgress {
  /// True when what happened changes what is saved: a question solved or skipped, or
  /// points spent on a hint.
  public static func isChanged(by event: Event) -> Bool {
    switch event {
    case .solved, .skip, .hint: return true
    default: return false
    }
  }
}
