/// The words of the errno values a player is likely to meet, by errno, one table per language
/// that translates them (`SystemErrorText.spanish`…, in the language's folder), used by its
/// bank and command error texts; an errno not in the table stays as the system says it, and
/// English says every one as the system does.
package enum SystemErrorText {}
