/// The words of the errno values a player is likely to meet, by errno, one table per language
/// that translates them (`SystemErrorText.spanish`…, in the language's folder), used by its
/// bank and command error texts; an errno not in the table is said as English says it
/// (``english(_:)``, in the English folder: the system's words, lowercase).
package enum SystemErrorText {}
