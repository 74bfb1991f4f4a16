extension Rejection {
  /// A stable code naming the rejection, the JSON `reason` of a `rejected` event.
  ///
  /// Lowercase words joined by hyphens, the same in every interface language and never
  /// changed once published, so a script can match it; the words a player reads come
  /// from the interface's tables instead. docs/scripting.md lists every code.
  public var code: String {
    switch self {
    case .noMatchingTile: return "no-matching-tile"
    case .tileUnavailable: return "tile-unavailable"
    case .answerIsWrong: return "answer-wrong"
    case .slotEmpty: return "slot-empty"
    case .slotLocked: return "slot-locked"
    case .nothingToClear: return "nothing-to-clear"
    case .cannotAfford: return "not-enough-points"
    case .nothingToReveal: return "nothing-to-reveal"
    case .noDecoyLeft: return "no-decoy-left"
    case .lastQuestion: return "last-question"
    case .waitingForNext: return "waiting-for-next"
    case .gameOver: return "game-over"
    case .unknownKey: return "unknown-key"
    case .invalidInput: return "invalid-utf8"
    }
  }
}
