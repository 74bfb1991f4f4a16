# Types each argument into an interactive zsh with quiz's completion loaded, presses Tab,
# and prints the line as completion left it: `RESULT:<line>`.
# Usage: zsh -f zsh-complete.zsh FOLDER_WITH__quiz 'quiz --ba' ...
zmodload zsh/zpty
folder=$1
shift
zpty z zsh -f -i
# Reads until a line starting with $1 arrives (the shell's echo of a typed line has quotes
# inside the word, so only the output matches); prints that line.
await() {
  local out= chunk tries=0
  while (( tries < 200 )); do
    if ! zpty -r -t z chunk; then
      (( tries++ ))
      sleep 0.05
      continue
    fi
    out+=$chunk
    if [[ $out == *$'\n'$1* && ${out##*$'\n'$1} == *$'\n'* ]]; then
      print -r -- "$1${${${out##*$'\n'$1}%%$'\n'*}%$'\r'}"
      return
    fi
  done
  print -r -- "$1(no answer)"
}
zpty -w z "PS1='> '; bindkey -e; fpath=($folder \$fpath); autoload -U compinit; compinit -u -D; unsetopt beep; zstyle ':completion:*' menu no; print RE''ADY"
await READY >/dev/null
# The first completion loads the completion system; keys typed meanwhile can cut it short,
# so one is made and thrown away, and each Tab gets a moment before the next keys.
for line in "quiz --vers" "$@"; do
  zpty -w -n z "$line"$'\t'
  sleep 0.1
  zpty -w z $'\C-a'"print -r -- RE''SULT:"
  [[ $line == "quiz --vers" && $# -gt 0 && ! -v warmed ]] && { warmed=1; await RESULT: >/dev/null; continue; }
  await RESULT:
done
zpty -d z
